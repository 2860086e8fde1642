/* OpenACC 3.3, 2.15.1 (routine directive): seq and vector routines whose parameters have
 * variably modified types (`double a[n][m]`, adjusted to a pointer to variable-length rows,
 * C11 6.7.6.3p7), called from compute regions with fixed-size arrays, with flattened
 * variable-length arrays of the region, and from another routine. Before 2026-11-29 such a
 * routine made every region that called it host-only (a warning; under emul and nvidia the
 * program stopped). The row lengths are evaluated on entry (C11 6.9.1p10). */
#include "check.h"
#include <stdlib.h>

#pragma acc routine seq
static double trace(int n, double a[n][n]) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i][i];
    return s;
}

/* Three levels, const rows, sizeof of a row, a length computed from two parameters. */
#pragma acc routine seq
static double corner_sum(int n, int m, const double b[n][m][n + m]) {
    double s = b[n - 1][m - 1][n + m - 1] + b[0][0][0];
    return s + (double)(sizeof b[0] / sizeof(double)); /* m * (n + m) */
}

/* A routine passing its flattened parameter on to another one. */
#pragma acc routine seq
static double trace_twice(int n, double a[n][n]) { return 2 * trace(n, a); }

/* A parameter not used in the body. */
#pragma acc routine seq
static int unused_rows(int n, int k, double a[n][k]) { return n * k; }

/* A vector routine writing through its rows. */
#pragma acc routine vector
static void scale_rows(int n, int m, float r[n][m], float f) {
#pragma acc loop vector collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) r[i][j] *= f;
}

int main(void) {
    enum { B = 40 };
    static double m[B][3][3], t[B], t2[B];
    static double c[B][2][4][6];
    double cs[B];
    int un[B];
    for (int b = 0; b < B; b++) {
        for (int i = 0; i < 9; i++) m[b][i / 3][i % 3] = b + i;
        for (int i = 0; i < 48; i++) c[b][i / 24][(i / 6) % 4][i % 6] = b * 100 + i;
    }
#pragma acc parallel loop copyin(m, c) copyout(t, t2, cs, un)
    for (int b = 0; b < B; b++) {
        t[b] = trace(3, m[b]);
        t2[b] = trace_twice(3, m[b]);
        cs[b] = corner_sum(2, 4, c[b]);
        un[b] = unused_rows(b, 2, m[b]);
    }
    for (int b = 0; b < B; b++) {
        CHECK(t[b] == 3.0 * b + 12);
        CHECK(t2[b] == 2 * t[b]);
        CHECK(cs[b] == (b * 100 + 47) + (b * 100) + 24);
        CHECK(un[b] == 2 * b);
    }

    /* A region's own variable-length array, passed row blocks at a time. */
    int n = 5 + B % 3, k = 7;
    float(*r)[n][k] = malloc(sizeof(float[B][n][k]));
    for (int b = 0; b < B; b++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < k; j++) r[b][i][j] = (float)(b + i * j);
#pragma acc parallel loop gang copy(r[0:B])
    for (int b = 0; b < B; b++) scale_rows(n, k, r[b], 2.0f);
    for (int b = 0; b < B; b++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < k; j++) CHECK(r[b][i][j] == 2.0f * (float)(b + i * j));
    free(r);
    CHECK_DONE();
}
