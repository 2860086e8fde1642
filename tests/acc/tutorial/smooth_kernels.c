/* The smoothing program of NVIDIA's OpenACC data tutorial (pgi-openacc-data-tutorial), written
 * afresh in the same shape: a `kernels` region (OpenACC 3.3, 2.5.3) whose outer time loop
 * carries a dependence and stays on the host, around two loop nests over a `float **` and a
 * `float *[100]` (restrict-qualified, as in the tutorial, so the arrays do not alias) that become two kernels per time step. The -Minfo snapshot is
 * smooth_kernels.minfo; the result is checked against the same computation on the host. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef float *restrict *restrict MAT;
typedef float *restrict VEC;
void smooth(MAT a, VEC b[100], float w0, float w1, float w2, int n, int m, int niters);

void
smooth(MAT a, VEC b[100], float w0, float w1, float w2, int n, int m, int niters)
{
    int i, j, iter;
#pragma acc data present(a[1:n-2][0:m], b[0:n][0:m])
#pragma acc kernels
    {
        for (iter = 1; iter < niters; ++iter) {
            for (i = 1; i < n - 1; ++i) {
                for (j = 1; j < m - 1; ++j) {
                    a[i][j] = w0 * b[i][j] +
                              w1 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]) +
                              w2 * (b[i - 1][j - 1] + b[i - 1][j + 1] + b[i + 1][j - 1] + b[i + 1][j + 1]);
                }
            }
            for (i = 1; i < n - 1; ++i) {
                for (j = 1; j < m - 1; ++j) {
                    b[i][j] = a[i][j];
                }
            }
        }
    }
}

static void
smoothhost(float **a, float *b[100], float w0, float w1, float w2, int n, int m, int niters)
{
    int i, j, iter;
    for (iter = 1; iter < niters; ++iter) {
        for (i = 1; i < n - 1; ++i)
            for (j = 1; j < m - 1; ++j)
                a[i][j] = w0 * b[i][j] +
                          w1 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]) +
                          w2 * (b[i - 1][j - 1] + b[i - 1][j + 1] + b[i + 1][j - 1] + b[i + 1][j + 1]);
        for (i = 1; i < n - 1; ++i)
            for (j = 1; j < m - 1; ++j)
                b[i][j] = a[i][j];
    }
}

int
main(void)
{
    enum { N = 100, M = 100 };
    float *aa[N], *bb[N], *ah[N], *bh[N];
    for (int i = 0; i < N; ++i) {
        aa[i] = calloc(M, sizeof(float));
        bb[i] = malloc(M * sizeof(float));
        ah[i] = calloc(M, sizeof(float));
        bh[i] = malloc(M * sizeof(float));
        for (int j = 0; j < M; ++j)
            bb[i][j] = bh[i][j] = (float)((i * 37 + j * 11) % 23);
    }
#pragma acc data copyout(aa[1:N-2][0:M]) copy(bb[0:N][0:M])
    smooth(aa, bb, 0.5f, 0.1f, 0.025f, N, M, 100);
    smoothhost(ah, bh, 0.5f, 0.1f, 0.025f, N, M, 100);
    int errors = 0;
    for (int i = 1; i < N - 1; ++i)
        for (int j = 1; j < M - 1; ++j)
            if (fabsf(aa[i][j] - ah[i][j]) > 1e-4f * (1 + fabsf(ah[i][j])) || bb[i][j] != bh[i][j] && fabsf(bb[i][j] - bh[i][j]) > 1e-4f * (1 + fabsf(bh[i][j])))
                ++errors;
    if (errors)
        printf("%d errors found\n", errors);
    else
        printf("no errors found\n");
    return errors != 0;
}
