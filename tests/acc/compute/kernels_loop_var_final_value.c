/* kernels (2.5.3): a loop the analysis parallelizes keeps C's meaning for its variable when it
 * is declared before the loop and the code after may read it:
 * - an inner loop's variable declared before the nest: privatized in the parallel outer loop,
 *   it never got its final value back (jj stayed -7) (hunt27 bug07); the nest is parallel
 *   and the host stores C's final value after the kernel (kernels_inner_loop_var_final.c);
 * - an inner loop whose variable the outer iteration reads after it (c[i] = j): vectorized,
 *   it left no final value (0 under emul); now it runs in sequence in each thread, on the
 *   variable itself (the CUDA writer gave it a private copy: bug06);
 * - the kernel's own loop variable read by the next iteration of a host loop around the
 *   construct gets its final value (the check was a later mention in the text). */
#include "check.h"
#define N 64
#define M 300
static double a[N][M];
static int c[N];

int main(void) {
    int jj = -7;
#pragma acc kernels
    for (int ii = 0; ii < N; ii++)
        for (jj = 0; jj < M; jj++) a[ii][jj] = ii * jj;
    CHECK(jj == M);
    CHECK(a[N - 1][M - 1] == (double)(N - 1) * (M - 1));

#pragma acc kernels
    for (int i = 0; i < N; i++) {
        int j;
        for (j = 0; j < M; j++) a[i][j] = i + j;
        c[i] = j;
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == M);
    CHECK(a[N - 1][M - 1] == N - 1 + M - 1);

    int i = -1, seen[2];
    for (int it = 0; it < 2; it++) {
        seen[it] = i;
#pragma acc kernels
        for (i = 0; i < N; i++) c[i] = i + it;
    }
    CHECK(seen[0] == -1 && seen[1] == N && c[N - 1] == N);
    CHECK_DONE();
}
