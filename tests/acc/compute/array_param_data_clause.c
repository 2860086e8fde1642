/* A data clause naming a parameter declared as an array with a constant size (`copyin(A)` for
 * `double A[N][M]`, PolyBench-ACC's `DATA_TYPE POLYBENCH_2D(A,N,M,n,m)` parameters) maps the
 * declared array A[0:N], as nvc does: C adjusts the parameter to a pointer (C11 6.7.6.3p7), so
 * the clause mapped the 8-byte pointer variable (OpenACC 3.3, 2.7.1), cc warned about
 * `sizeof` on an array parameter in the generated code, and the kernels found no data (emul:
 * "the data it points to is not present"). Data constructs, compute-construct clauses and
 * `update` clauses are covered, and the C99 form `double X[n][m]` with `n` an earlier parameter
 * (PolyBench's POLYBENCH_USE_C99_PROTO); a parameter with no size (`int v[]`) keeps its
 * subarray. */
#include "check.h"
#define N 24
#define M 20

static void mm(double A[N][M], double B[M][N], double C[N][N]) {
    int i, j, k;
#pragma acc data copyin(A, B) copyout(C)
    {
#pragma acc parallel loop collapse(2)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                double s = 0;
                for (k = 0; k < M; k++) s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
    }
}

static void scale(double C[N][N], double f) {
#pragma acc parallel loop copy(C)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) C[i][j] *= f;
}

static void halve_on_device(double C[N][N], int v[], int n) {
#pragma acc data create(C) copy(v[0:n])
    {
#pragma acc update device(C)
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) C[i][j] /= 2;
            v[i % n] = 1;
        }
#pragma acc update self(C)
    }
}

static void add_rows(int n, int m, double X[n][m]) {
#pragma acc parallel loop collapse(2) copy(X)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) X[i][j] += i;
}

int main(void) {
    static double A[N][M], B[M][N], C[N][N];
    int v[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; i++)
        for (int k = 0; k < M; k++) A[i][k] = i + 0.5 * k;
    for (int k = 0; k < M; k++)
        for (int j = 0; j < N; j++) B[k][j] = (k % 3) - 0.25 * j;
    mm(A, B, C);
    scale(C, 4.0);
    halve_on_device(C, v, 4);
    add_rows(N, N, C);
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < M; k++) s += A[i][k] * B[k][j];
            bad += C[i][j] != 2.0 * s + i;
        }
    CHECK(bad == 0);
    CHECK(v[0] == 1 && v[3] == 1);
    CHECK_DONE();
}
