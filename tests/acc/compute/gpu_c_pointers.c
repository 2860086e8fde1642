/* OpenACC 3.3, 2.6.2 / 2.7 (pointers in compute regions on a discrete-memory device) and C
 * pointer arithmetic: pointers derived from present data inside the region (p = a + off,
 * pointer increments, pointer differences, comparisons, pointers to rows of 2-D arrays,
 * pointer-to-array parameters `double (*m)[C]`), a pointer computed on the host into the middle
 * of present data and used in the region as a firstprivate pointer (its value is translated to
 * the device address), arrays of structs walked with a pointer. */
#include "check.h"

enum { R = 30, C = 40 };

#pragma acc routine seq
static double row_sum(const double (*m)[C], int r) {
    double s = 0;
    for (const double *p = m[r]; p < m[r] + C; p++) s += *p;
    return s;
}

int main(void) {
    static double m[R][C], sums[R];
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) m[r][c] = r + c * 0.5;
    int *a = (int *)malloc(1000 * sizeof(int));
    for (int i = 0; i < 1000; i++) a[i] = i;
    int *mid = a + 500; /* a host pointer into the data, used in the region */
    static long diffs[100];
#pragma acc data copy(a[0:1000])
    {
#pragma acc parallel loop copyin(m) copyout(sums)
        for (int r = 0; r < R; r++) sums[r] = row_sum(m, r);
#pragma acc parallel loop copyout(diffs)
        for (int i = 0; i < 100; i++) {
            int *p = a + 10 * i;
            int *q = &a[999];
            diffs[i] = (q - p) * 10 + (p < mid) + p[3] - mid[10 * (i % 50) - 499];
            p += 5;
            *p = -*p;
        }
    }
    for (int r = 0; r < R; r++) {
        double s = 0;
        for (int c = 0; c < C; c++) s += r + c * 0.5;
        CHECK(sums[r] == s);
    }
    for (int i = 0; i < 100; i++) {
        CHECK(diffs[i] == (999 - 10 * i) * 10 + (10 * i < 500) + (10 * i + 3) - (10 * (i % 50) + 1));
        CHECK(a[10 * i + 5] == -(10 * i + 5));
    }
    free(a);
    CHECK_DONE();
}
