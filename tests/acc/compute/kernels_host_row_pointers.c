/* kernels (OpenACC 3.3, 2.5.3, 2.6.2): an outer loop kept on the host (a scalar carried
 * between its iterations) computes row pointers for the kernels inside (`double *c = m[i];`),
 * `m` an array that no kernel names. `m` is referenced in the construct, so it is `copy`
 * like the kernels' arrays: the kernels' `c` points into its device copy. Before, `m` got
 * no copy and the kernels' `c` pointed into host memory (emul: "'c' ... not present ... the
 * device cannot read that memory"). With `m` in a data construct around, nothing changes. */
#include "check.h"
#define N 5
#define M 9

int main(void) {
    double m[N][M];
    for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) m[i][j] = i + j;
    double s = 0;
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        double *c = m[i];
        for (int j = 0; j < M; j++) c[j] = c[j] * 2 + s;
        s = s + 1;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(m[i][j] == (i + j) * 2 + i);
    CHECK(s == N);

    /* a data construct around: m is present there */
#pragma acc data copy(m)
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        double *c = m[i];
        for (int j = 0; j < M; j++) c[j] = c[j] + s;
        s = s + 1;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(m[i][j] == (i + j) * 2 + i + N + i);
    CHECK_DONE();
}
