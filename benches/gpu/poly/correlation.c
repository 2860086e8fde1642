/* correlation (PolyBench 4.2): column means and standard deviations, normalise the data,
 * corr = data^T data on the upper triangle mirrored, diagonal 1. data: N x M, corr: M x M.
 * The statistics as three `parallel loop`s (a column per thread; the normalisation
 * collapse(2)), the product as PolyBench/ACC writes it (`parallel loop` over i, `loop` over
 * j > i). polybench.h: how it is run and checked (sampled rows of corr). */
#include "polybench.h"

#define M PB(2048, 47)
#define N PB(2048, 55)

static double (*data)[M], (*corr)[M], *mean, *stddev;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) data[i][j] = pb_val(1, i, j) * (1.0 + 0.001 * (double)j) + 0.01 * (double)j;
}

static void kernel(void) {
    const double float_n = (double)N, eps = 0.1;
#pragma acc data copy(data[0:N][0:M]) create(mean[0:M], stddev[0:M]) copyout(corr[0:M][0:M])
    {
#pragma acc parallel loop
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int i = 0; i < N; i++) s += data[i][j];
            mean[j] = s / float_n;
        }
#pragma acc parallel loop
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int i = 0; i < N; i++) s += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
            s = sqrt(s / float_n);
            stddev[j] = s <= eps ? 1.0 : s;
        }
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) data[i][j] = (data[i][j] - mean[j]) / (sqrt(float_n) * stddev[j]);
#pragma acc parallel loop
        for (int i = 0; i < M; i++) {
            corr[i][i] = 1.0;
#pragma acc loop
            for (int j = i + 1; j < M; j++) {
                double s = 0;
                for (int k = 0; k < N; k++) s += data[k][i] * data[k][j];
                corr[i][j] = s;
                corr[j][i] = s;
            }
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(data[0:N][0:M])
}

static void kernels_only(double *t) {
#pragma acc data copy(data[0:N][0:M]) create(mean[0:M], stddev[0:M]) copyout(corr[0:M][0:M])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double (*d)[M] = pb_alloc(sizeof(double[N][M]));
    double *mu = pb_alloc(sizeof(double) * M), *sd = pb_alloc(sizeof(double) * M);
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M);
    const double float_n = (double)N;
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) d[i][j] = pb_val(1, i, j) * (1.0 + 0.001 * (double)j) + 0.01 * (double)j;
    for (long j = 0; j < M; j++) {
        mu[j] = 0;
        for (long i = 0; i < N; i++) mu[j] += d[i][j];
        mu[j] /= float_n;
        sd[j] = 0;
        for (long i = 0; i < N; i++) sd[j] += (d[i][j] - mu[j]) * (d[i][j] - mu[j]);
        sd[j] = sqrt(sd[j] / float_n);
        sd[j] = sd[j] <= 0.1 ? 1.0 : sd[j];
    }
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) d[i][j] = (d[i][j] - mu[j]) / (sqrt(float_n) * sd[j]);
    int ok = pb_check("correlation data", &data[0][0], &d[0][0], (long)N * M, 1e-12);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, M);
        for (long j = 0; j < M; j++) {
            double w = 0;
            for (long k = 0; k < N; k++) w += d[k][i] * d[k][j];
            want[s * M + j] = j == i ? 1.0 : w;
            got[s * M + j] = corr[i][j];
        }
    }
    ok &= pb_check("correlation corr", got, want, (long)POLY_CHECK_ROWS * M, 1e-10);
    free(d);
    free(mu);
    free(sd);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    data = pb_alloc(sizeof(double[N][M]));
    corr = pb_alloc(sizeof(double[M][M]));
    mean = pb_alloc(sizeof(double) * M);
    stddev = pb_alloc(sizeof(double) * M);
    return pb_main("correlation", init, kernel, kernels_only, check);
}
