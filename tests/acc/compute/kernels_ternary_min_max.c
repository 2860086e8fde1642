/* kernels (OpenACC 3.3, 2.5.3, 2.9.11): a max or min written with the conditional operator,
 * `m = m > e ? m : e` (the C ports' `err = err > d ? err : d`), is an implied reduction as
 * `fmax(m, e)` and `if (e > m) m = e;` are (nvc recognizes all three); it ran as a serial kernel
 * ("Loop carried scalar dependence", hunt7 bug07). Look-alikes that are not reductions stay
 * sequential and keep C's result: the branches' `e` differ, the variable is read elsewhere in
 * the body, the condition does not compare the variable. */
#include "check.h"

#define N 3000

int main(void) {
    static double a[N], b[N];
    static int k[N], seen[N];
    for (int i = 0; i < N; i++) {
        a[i] = (double)((i * 7919) % 1009) - 500.0;
        b[i] = (double)((i * 31) % 97);
        k[i] = (i * 13) % 101 - 50;
    }
    double m1 = -1e30, m2 = 1e30, m3 = -1e30, m4 = 1e30, d1 = 0, d2 = -1e30;
    int i1 = -1000, i2 = 1000, run = -1000;
#pragma acc kernels copyin(a, b, k) copyout(seen)
    {
        for (int i = 0; i < N; i++) m1 = m1 > a[i] ? m1 : a[i];        /* max */
        for (int i = 0; i < N; i++) m2 = a[i] < m2 ? a[i] : m2;        /* min */
        for (int i = 0; i < N; i++) m3 = a[i] <= m3 ? m3 : a[i];       /* max */
        for (int i = 0; i < N; i++) m4 = m4 >= a[i] ? a[i] : m4;       /* min */
        for (int i = 0; i < N; i++) i1 = i1 < k[i] * 2 ? k[i] * 2 : i1; /* max */
        for (int i = 0; i < N; i++) {
            int t = k[i] - 3;
            i2 = t > i2 ? i2 : t; /* min */
        }
        /* Not reductions. */
        for (int i = 0; i < N - 1; i++) d1 = d1 > a[i] ? d1 : a[i + 1];
        for (int i = 0; i < N; i++) d2 = a[i] > b[i] ? a[i] : d2;
        for (int i = 0; i < N; i++) {
            run = run > k[i] ? run : k[i];
            seen[i] = run;
        }
    }
    double r1 = -1e30, r2 = 1e30, rd1 = 0, rd2 = -1e30;
    int ri1 = -1000, ri2 = 1000, rrun = -1000;
    for (int i = 0; i < N; i++) {
        if (a[i] > r1) r1 = a[i];
        if (a[i] < r2) r2 = a[i];
        if (k[i] * 2 > ri1) ri1 = k[i] * 2;
        if (k[i] - 3 < ri2) ri2 = k[i] - 3;
        rd2 = a[i] > b[i] ? a[i] : rd2;
        rrun = rrun > k[i] ? rrun : k[i];
        CHECK(seen[i] == rrun);
    }
    for (int i = 0; i < N - 1; i++) rd1 = rd1 > a[i] ? rd1 : a[i + 1];
    CHECK(m1 == r1 && m3 == r1);
    CHECK(m2 == r2 && m4 == r2);
    CHECK(i1 == ri1 && i2 == ri2);
    CHECK(d1 == rd1 && d2 == rd2);
    CHECK_DONE();
}
