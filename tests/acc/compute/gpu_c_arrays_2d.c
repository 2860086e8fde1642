/* C multi-dimensional arrays in compute regions: 2-D and 3-D fixed arrays indexed in nested
 * partitioned loops, a row passed to a routine as a 1-D pointer, a 2-D array passed as
 * `int (*m)[C]`, `int m[][C]` and `int m[R][C]` parameters, an array of pointers to rows of a
 * present 2-D array built on the device, and a transposition between two arrays. */
#include "check.h"

enum { R = 33, C = 47, D = 5 };

#pragma acc routine seq
static int rowdot(const int *a, const int *b, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

#pragma acc routine seq
static int corner(int m[][C], int r) { return m[r][0] + m[r][C - 1]; }

#pragma acc routine seq
static int at(int m[R][C], int r, int c) { return m[r][c]; }

int main(void) {
    static int m[R][C], t[C][R], cube[D][R][C], dots[R], corners[R], via[R];
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) m[r][c] = (r * C + c) % 101 - 50;
#pragma acc parallel loop gang copyin(m) copyout(t, cube, dots, corners, via)
    for (int r = 0; r < R; r++) {
#pragma acc loop vector
        for (int c = 0; c < C; c++) {
            t[c][r] = m[r][c];
            for (int d = 0; d < D; d++) cube[d][r][c] = m[r][c] * d;
        }
        dots[r] = rowdot(m[r], m[(r + 1) % R], C);
        corners[r] = corner(m, r);
        const int *rows[2] = {m[r], m[R - 1 - r]};
        via[r] = rows[0][1] - rows[1][2] + at(m, r, 3);
    }
    for (int r = 0; r < R; r++) {
        int d = 0;
        for (int c = 0; c < C; c++) {
            CHECK(t[c][r] == m[r][c]);
            for (int k = 0; k < D; k++) CHECK(cube[k][r][c] == m[r][c] * k);
            d += m[r][c] * m[(r + 1) % R][c];
        }
        CHECK(dots[r] == d);
        CHECK(corners[r] == m[r][0] + m[r][C - 1]);
        CHECK(via[r] == m[r][1] - m[R - 1 - r][2] + m[r][3]);
    }
    CHECK_DONE();
}
