/* covariance (PolyBench 4.2): column means, centre the data, cov = data^T data / (N - 1)
 * on the upper triangle mirrored. data: N x M, cov: M x M. polybench.h: how it is run and
 * checked (sampled rows of cov). */
#include "polybench.h"

#define M PB(2048, 45)
#define N PB(2048, 57)

static double (*data)[M], (*cov)[M], *mean;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) data[i][j] = pb_val(1, i, j) + 0.001 * (double)j;
}

static void kernel(void) {
    const double float_n = (double)N;
#pragma acc data copy(data[0:N][0:M]) create(mean[0:M]) copyout(cov[0:M][0:M])
    {
#pragma acc parallel loop
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int i = 0; i < N; i++) s += data[i][j];
            mean[j] = s / float_n;
        }
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) data[i][j] -= mean[j];
#pragma acc parallel loop
        for (int i = 0; i < M; i++) {
#pragma acc loop
            for (int j = i; j < M; j++) {
                double s = 0;
                for (int k = 0; k < N; k++) s += data[k][i] * data[k][j];
                s /= float_n - 1.0;
                cov[i][j] = s;
                cov[j][i] = s;
            }
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(data[0:N][0:M])
}

static void kernels_only(double *t) {
#pragma acc data copy(data[0:N][0:M]) create(mean[0:M]) copyout(cov[0:M][0:M])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double (*d)[M] = pb_alloc(sizeof(double[N][M]));
    double *mu = pb_alloc(sizeof(double) * M);
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M);
    for (long j = 0; j < M; j++) mu[j] = 0;
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) mu[j] += pb_val(1, i, j) + 0.001 * (double)j;
    for (long j = 0; j < M; j++) mu[j] /= (double)N;
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) d[i][j] = pb_val(1, i, j) + 0.001 * (double)j - mu[j];
    int ok = pb_check("covariance data", &data[0][0], &d[0][0], (long)N * M, 1e-12);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, M);
        for (long j = 0; j < M; j++) {
            double w = 0;
            for (long k = 0; k < N; k++) w += d[k][i] * d[k][j];
            want[s * M + j] = w / ((double)N - 1.0);
            got[s * M + j] = cov[i][j];
        }
    }
    ok &= pb_check("covariance cov", got, want, (long)POLY_CHECK_ROWS * M, 1e-10);
    free(d);
    free(mu);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    data = pb_alloc(sizeof(double[N][M]));
    cov = pb_alloc(sizeof(double[M][M]));
    mean = pb_alloc(sizeof(double) * M);
    return pb_main("covariance", init, kernel, kernels_only, check);
}
