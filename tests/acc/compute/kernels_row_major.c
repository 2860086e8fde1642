/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): the dependence test sees through row-major subscripts
 * of flattened 2-D arrays, `i * m + j` with `j` an inner loop spanning at most `m` values (the
 * pattern of NVIDIA's laplace2d tutorial with restrict pointers): the outer loop is a gang
 * loop, where it was "Loop carried dependence ... scheduled on host" with one launch per row.
 * Updates that reach another row keep that loop sequential (the inner loop of the in-place
 * update is parallel: its row span cannot reach the next row). The .minfo beside this file is the
 * schedule. */
#include <stdlib.h>
#include "check.h"

int main(void) {
    int n = 40, m = 36;
    double *restrict a = malloc(sizeof(double) * n * m);
    double *restrict b = malloc(sizeof(double) * n * m);
    double *restrict c = malloc(sizeof(double) * (n + 1) * m);
    for (int i = 0; i < n * m; i++) a[i] = i % 13;
    for (int i = 0; i < (n + 1) * m; i++) c[i] = i % 7;
#pragma acc kernels copyin(a[0:n*m]) copyout(b[0:n*m])
    {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) b[i * m + j] = 2.0 * a[i * m + j];
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < m - 1; j++)
                b[i * m + j] = 0.25 * (a[i * m + j + 1] + a[i * m + j - 1] + a[(i - 1) * m + j] + a[(i + 1) * m + j]);
    }
    /* In place, reading the next row: the outer loop carries a dependence. */
#pragma acc kernels copy(c[0:(n+1)*m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) c[i * m + j] = c[(i + 1) * m + j] + 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double want = 2.0 * a[i * m + j];
            if (i > 0 && i < n - 1 && j > 0 && j < m - 1)
                want = 0.25 * (a[i * m + j + 1] + a[i * m + j - 1] + a[(i - 1) * m + j] + a[(i + 1) * m + j]);
            CHECK(b[i * m + j] == want);
        }
    /* Sequentially, row i reads row i + 1 before it changes. */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            int k = (i + 1) * m + j;
            CHECK(c[i * m + j] == k % 7 + 1);
        }
    free(a);
    free(b);
    free(c);
    CHECK_DONE();
}
