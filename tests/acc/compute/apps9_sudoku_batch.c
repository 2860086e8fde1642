/* A batch sudoku solver as puzzle-farm codes run it: one puzzle per iteration of a
 * `parallel loop gang vector` (2.9.2, 2.9.4), each with a private 81-cell board and an explicit
 * backtracking stack (no recursion on the device), the candidate test a `routine seq`
 * (2.15.1) over the board's row, column and box; the number of solved puzzles and the
 * backtracking steps `+` reductions. The puzzles are a valid grid relabelled and with cells
 * cleared; the solutions are checked against the host's run of the same search and for
 * validity. */
#include <string.h>
#include "check.h"
#define NP 48

#pragma acc routine seq
static int allowed(const int *b, int cell, int v)
{
    int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int k = 0; k < 9; k++) {
        if (b[r * 9 + k] == v || b[k * 9 + c] == v) return 0;
        if (b[(br + k / 3) * 9 + bc + k % 3] == v) return 0;
    }
    return 1;
}

#pragma acc routine seq
static int solve(int *b, int *steps)
{
    int stack[81], top = 0, pos = 0, n = 0;
    while (pos < 81 && b[pos]) pos++;
    while (pos < 81) {
        int v = b[pos] + 1;
        while (v <= 9 && !allowed(b, pos, v)) v++;
        n++;
        if (v <= 9) {
            b[pos] = v;
            stack[top++] = pos;
            while (pos < 81 && b[pos]) pos++;
        } else {
            b[pos] = 0;
            if (top == 0) { *steps = n; return 0; }
            pos = stack[--top];
        }
    }
    *steps = n;
    return 1;
}

static int valid(const int *b)
{
    for (int i = 0; i < 9; i++) {
        int row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1 << b[i * 9 + k];
            col |= 1 << b[k * 9 + i];
            box |= 1 << b[(i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3];
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe) return 0;
    }
    return 1;
}

int main(void)
{
    static int puz[NP * 81], out[NP * 81], ref[NP * 81];
    unsigned s = 12345;
    for (int p = 0; p < NP; p++) {
        int perm[10];
        for (int i = 0; i <= 9; i++) perm[i] = i;
        for (int i = 9; i > 1; i--) {
            s = s * 1103515245u + 12345u;
            int j = 1 + (int)((s >> 16) % (unsigned)i);
            int t = perm[i]; perm[i] = perm[j]; perm[j] = t;
        }
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int v = (r * 3 + r / 3 + c) % 9 + 1;
                s = s * 1103515245u + 12345u;
                puz[p * 81 + r * 9 + c] = ((s >> 16) % 100 < 45u + (unsigned)p % 10) ? 0 : perm[v];
            }
    }
    memcpy(ref, puz, sizeof puz);
    int hsolved = 0;
    long hsteps = 0;
    for (int p = 0; p < NP; p++) {
        int st;
        hsolved += solve(&ref[p * 81], &st);
        hsteps += st;
    }
    int solved = 0;
    long steps = 0;
#pragma acc parallel loop gang vector vector_length(32) copyin(puz) copyout(out) reduction(+:solved, steps)
    for (int p = 0; p < NP; p++) {
        int b[81], st;
        for (int k = 0; k < 81; k++) b[k] = puz[p * 81 + k];
        solved += solve(b, &st);
        steps += st;
        for (int k = 0; k < 81; k++) out[p * 81 + k] = b[k];
    }
    CHECK(solved == NP && hsolved == NP);
    CHECK(steps == hsteps);
    CHECK(memcmp(out, ref, sizeof out) == 0);
    for (int p = 0; p < NP; p++) {
        CHECK(valid(&out[p * 81]));
        for (int k = 0; k < 81; k++) CHECK(!puz[p * 81 + k] || puz[p * 81 + k] == out[p * 81 + k]);
    }
    CHECK_DONE();
}
