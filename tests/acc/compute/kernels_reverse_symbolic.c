/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): an in-place reversal whose bound is a run-time value,
 * `for (i = 0; i < n / 2; i++) { t = a[i]; a[i] = a[n - 1 - i]; a[n - 1 - i] = t; }`: `i`
 * stays in [0, n/2 - 1] and `n - 1 - i` in [n - n/2, n - 1], apart because C's quotient
 * truncates (2*(n/2) <= n once the loop runs, n/2 >= 1). The loop is parallel, where it was
 * "Loop carried dependence of 'a'" and one serial kernel. Sound the other way: a swap past
 * the middle (`i < n/2 + 1`) and unsigned bounds (`n - 1 - i` wraps) stay sequential, with
 * C's results. Odd, even and empty sizes. The .minfo beside this file pins the schedule. */
#include "check.h"

static void rev(int n, int *restrict a) {
#pragma acc kernels copy(a[0:n])
    for (int i = 0; i < n / 2; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

/* One past the middle: the last swap exchanges elements an earlier one moved. */
static void rev_past(int n, int *restrict a) {
#pragma acc kernels copy(a[0:n])
    for (int i = 0; i < n / 2 + 1; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

/* A rotation by a symbolic half: `a[i]` and `a[i + h]` over `i < h` are apart too (no
 * quotient needed), but `a[i + h - 1]` is not. */
static void shift(int h, double *restrict d) {
#pragma acc kernels copy(d[0:2 * h])
    {
        for (int i = 0; i < h; i++) d[i] = d[i + h] * 2;
        for (int i = 0; i < h; i++) d[i + h - 1] = d[i] + 1;
    }
}

/* Unsigned arithmetic: `n - 1 - i` wraps for n = 0; the analysis proves nothing. */
static void rev_unsigned(unsigned n, int *restrict a) {
#pragma acc kernels copy(a[0:n])
    for (unsigned i = 0; i < n / 2; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

static void host_rev(int n, int *a, int past) {
    for (int i = 0; i < n / 2 + past; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

int main(void) {
    static const int sizes[] = {0, 1, 2, 3, 10, 11, 300, 301};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int a[301], b[301], c[301], r[301], q[301];
        for (int i = 0; i < n; i++) a[i] = b[i] = c[i] = r[i] = q[i] = i * 7 % 13 + i;
        rev(n, a);
        rev_unsigned((unsigned)n, c);
        host_rev(n, r, 0);
        for (int i = 0; i < n; i++) CHECK(a[i] == r[i]);
        for (int i = 0; i < n; i++) CHECK(c[i] == r[i]);
        if (n >= 2) {
            rev_past(n, b);
            host_rev(n, q, 1);
            for (int i = 0; i < n; i++) CHECK(b[i] == q[i]);
        }
    }
    double d[64], e[64];
    for (int i = 0; i < 64; i++) d[i] = e[i] = i * 0.5;
    shift(32, d);
    for (int i = 0; i < 32; i++) e[i] = e[i + 32] * 2;
    for (int i = 0; i < 32; i++) e[i + 31] = e[i] + 1;
    for (int i = 0; i < 64; i++) CHECK(d[i] == e[i]);
    CHECK_DONE();
}
