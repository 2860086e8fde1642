/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): an inner loop over a row of a hand-flattened array
 * that reads the row above in place (`a[i*n + j] += a[(i-1)*n + j]`, a wavefront or a
 * Gauss-Seidel sweep down the rows) is parallel when the loop's own span cannot reach a whole
 * row: the two references differ by `n` (here `n + 1`), and `j` takes at most `n` values. It
 * was "Loop carried dependence of 'a'" and a serial kernel per row. A span of `n + 1`, or a
 * difference of `n - 1`, reaches the other reference: those stay sequential. Rows of a
 * constant 64 too, and the halves of one array (`h[i] += h[i + N/2]`, i < N/2: the constant
 * `N/2` is a value, 512). The .minfo beside this file is the schedule. */
#include <stdlib.h>
#include "check.h"
#define N 1024
static double h[N], hr[N];

int main(void) {
    int n = 64, m = 50;
    double *restrict a = malloc(sizeof(double) * n * m);
    double *restrict r = malloc(sizeof(double) * n * m);
    for (int x = 0; x < n * m; x++) a[x] = r[x] = x % 7;
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < m; i++)
        for (int j = 0; j < n; j++) a[i * n + j] += a[(i - 1) * n + j];
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < m - 1; i++)
        for (int j = 0; j <= n; j++) a[i * n + j] += a[(i - 1) * n + j];
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < m; i++)
        for (int j = 1; j < n; j++) a[i * n + j] -= a[(i - 1) * n + j - 1];
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < m; i++)
        for (int j = 0; j < n; j++) a[i * n + j] += a[i * n + j - n + 1];
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < m; i++)
        for (int j = 0; j < 64; j++) a[i * 64 + j] *= 0.5 + a[(i - 1) * 64 + j] / 8;
    for (int i = 0; i < N; i++) h[i] = hr[i] = i % 9;
#pragma acc kernels
    for (int i = 0; i < N / 2; i++) h[i] += h[i + N / 2];
#pragma acc kernels
    for (int i = 0; i < N / 2 + 1; i++) h[i] += h[i + N / 2 - 1];
    for (int i = 0; i < N / 2; i++) hr[i] += hr[i + N / 2];
    for (int i = 0; i < N / 2 + 1; i++) hr[i] += hr[i + N / 2 - 1];
    /* The same on the host, in order. */
    for (int i = 1; i < m; i++)
        for (int j = 0; j < n; j++) r[i * n + j] += r[(i - 1) * n + j];
    for (int i = 1; i < m - 1; i++)
        for (int j = 0; j <= n; j++) r[i * n + j] += r[(i - 1) * n + j];
    for (int i = 1; i < m; i++)
        for (int j = 1; j < n; j++) r[i * n + j] -= r[(i - 1) * n + j - 1];
    for (int i = 1; i < m; i++)
        for (int j = 0; j < n; j++) r[i * n + j] += r[i * n + j - n + 1];
    for (int i = 1; i < m; i++)
        for (int j = 0; j < 64; j++) r[i * 64 + j] *= 0.5 + r[(i - 1) * 64 + j] / 8;
    int bad = 0;
    for (int x = 0; x < n * m; x++) bad += a[x] != r[x];
    for (int i = 0; i < N; i++) bad += h[i] != hr[i];
    CHECK(bad == 0);
    CHECK_DONE();
}
