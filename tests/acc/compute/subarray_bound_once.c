// The bounds of a compute construct's data clauses are evaluated once, like every clause
// argument (OpenACC 3.3, 2.7.1 subarrays; 2.5 compute constructs). On a GPU (and emul) the
// kernel launch translated the array's base through the section's first element by
// evaluating the bound again: `copy(a[k++:n])` left k one too far, `copy(p[f():n])` called
// f twice, and once more per compute construct inside a data construct with such a bound
// (bug hunt 2026-11-29, restrictions, bug01 and bug08).
#include <stdio.h>
#include <stdlib.h>

static int calls[9];

static int at(int which, int v) {
    calls[which]++;
    return v;
}

struct holder {
    int n;
    int *p;
};

int main(void) {
    int a[16];
    int m[4][8];
    int *p = malloc(64 * sizeof *p);
    int (*rows)[8] = malloc(4 * sizeof *rows);
    struct holder h = {16, malloc(16 * sizeof(int))};
    int k = 2;
    if (!p || !rows || !h.p)
        return 2;
    for (int i = 0; i < 16; i++)
        a[i] = h.p[i] = 0;
    for (int i = 0; i < 64; i++)
        p[i] = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = rows[i][j] = 0;

    // A side effect in the lower bound of an array section.
#pragma acc parallel loop copy(a[k++:8])
    for (int i = 2; i < 10; i++)
        a[i] += 1;
    // A call as the lower bound of a pointer's section.
#pragma acc parallel loop copy(p[at(0, 4):60])
    for (int i = 4; i < 64; i++)
        p[i] += 1;
    // A row's section and a section of rows.
#pragma acc parallel loop copy(m[at(1, 1)][at(2, 2):6])
    for (int j = 2; j < 8; j++)
        m[1][j] += 1;
#pragma acc parallel loop collapse(2) copy(m[at(7, 2):2][0:8])
    for (int i = 2; i < 4; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] += 1;
    // Rows through a pointer, present from an enclosing data construct.
#pragma acc data copy(rows[0:4][0:8])
    {
#pragma acc parallel loop present(rows[at(3, 0):4][0:8])
        for (int i = 0; i < 4; i++)
            rows[i][i] += 1;
    }
    // A kernels construct and a serial construct.
#pragma acc kernels copy(p[at(4, 0):64])
    for (int i = 0; i < 64; i++)
        p[i] += 1;
#pragma acc serial copy(a[at(5, 1):15])
    a[1] += 1;
    // An enclosing data construct's bound: the launches inside it read the value it
    // mapped (each evaluated it again).
#pragma acc data copy(p[at(8, 0):64])
    {
#pragma acc parallel loop
        for (int i = 0; i < 64; i++)
            p[i] += 1;
#pragma acc parallel loop
        for (int i = 0; i < 64; i++)
            p[i] += 1;
    }
    // A section of a struct member pointer.
#pragma acc parallel loop copyin(h) copy(h.p[at(6, 3):13])
    for (int i = 3; i < 16; i++)
        h.p[i] += 1;

    int ok = k == 3;
    for (int w = 0; w < 9; w++) {
        if (calls[w] != 1) {
            printf("bound %d evaluated %d times\n", w, calls[w]);
            ok = 0;
        }
    }
    for (int i = 0; i < 16; i++)
        ok = ok && a[i] == (i >= 2 && i < 10) + (i == 1) && h.p[i] == (i >= 3);
    for (int i = 0; i < 64; i++)
        ok = ok && p[i] == (i >= 4) + 3;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            ok = ok && m[i][j] == ((i == 1 && j >= 2) || i >= 2) && rows[i][j] == (i == j);
    if (!ok) {
        printf("FAIL: k=%d\n", k);
        return 1;
    }
    free(p);
    free(rows);
    free(h.p);
    printf("ok\n");
    return 0;
}
