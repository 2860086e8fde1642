/* A restrict array parameter written in array syntax: C99/C11 6.7.6.3p7 adjusts
 * `double a[restrict n][m]` to `double (*restrict a)[m]`, so the kernels dependence analysis
 * (OpenACC 3.3, 2.5.3: the compiler parallelizes what it proves safe) may take the parameters
 * as not aliasing, as it does for `double (*restrict a)[m]`: both nests of the Jacobi step and
 * the 1-D axpy are gang/vector (the .minfo pins it). They were one-thread kernels under a host
 * loop ("Complex loop carried dependence of 'anew'") because the qualifier in the brackets was
 * dropped when sema adjusted the parameter's type. */
#include "check.h"
#include <math.h>
static void jacobi_step(int n, int m, double a[restrict n][m], double anew[restrict n][m]) {
#pragma acc kernels copy(a[0:n][0:m]) create(anew[0:n][0:m])
    {
        for (int j = 1; j < n - 1; j++)
            for (int i = 1; i < m - 1; i++)
                anew[j][i] = 0.25 * (a[j][i + 1] + a[j][i - 1] + a[j - 1][i] + a[j + 1][i]);
        for (int j = 1; j < n - 1; j++)
            for (int i = 1; i < m - 1; i++)
                a[j][i] = anew[j][i];
    }
}
static void axpy(int n, float s, const float x[const restrict n], float y[restrict]) {
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) y[i] += s * x[i];
}
enum { N = 70, M = 300 };
static double a[N][M], ref[N][M], tmp[N][M];
static float x[5000], y[5000];
int main(void) {
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) a[j][i] = ref[j][i] = (j == 0) ? 1.0 : sin(0.01 * (i + 3 * j));
    for (int it = 0; it < 3; it++) {
        jacobi_step(N, M, a, tmp);
        for (int j = 1; j < N - 1; j++)
            for (int i = 1; i < M - 1; i++)
                tmp[j][i] = 0.25 * (ref[j][i + 1] + ref[j][i - 1] + ref[j - 1][i] + ref[j + 1][i]);
        for (int j = 1; j < N - 1; j++)
            for (int i = 1; i < M - 1; i++) ref[j][i] = tmp[j][i];
    }
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) CHECK(fabs(a[j][i] - ref[j][i]) < 1e-12);
    for (int i = 0; i < 5000; i++) { x[i] = i; y[i] = 1; }
    axpy(5000, 3, x, y);
    for (int i = 0; i < 5000; i++) CHECK(y[i] == 3.0f * i + 1);
    CHECK_DONE();
}
