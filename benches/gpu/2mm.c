/* 2mm (PolyBench): tmp = alpha A B; D = beta D + tmp C. float, all dimensions 2048: two
 * matrix products, one thread (iteration) per output element (bench.h: how it is run). */
#include "bench.h"

static void compute(int ni, int nj, int nk, int nl, float alpha, float beta, const float *restrict A,
                    const float *restrict B, const float *restrict C, float *restrict D, float *restrict tmp) {
#pragma acc parallel loop collapse(2) present(A[0:ni*nk], B[0:nk*nj], tmp[0:ni*nj])
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++) {
            float s = 0;
            for (int k = 0; k < nk; k++)
                s += A[i * nk + k] * B[k * nj + j];
            tmp[i * nj + j] = alpha * s;
        }
#pragma acc parallel loop collapse(2) present(tmp[0:ni*nj], C[0:nj*nl], D[0:ni*nl])
    for (int i = 0; i < ni; i++)
        for (int l = 0; l < nl; l++) {
            float s = 0;
            for (int j = 0; j < nj; j++)
                s += tmp[i * nj + j] * C[j * nl + l];
            D[i * nl + l] = beta * D[i * nl + l] + s;
        }
}

static void total(int ni, int nj, int nk, int nl, float alpha, float beta, const float *restrict A,
                  const float *restrict B, const float *restrict C, float *restrict D, float *restrict tmp) {
#pragma acc data copyin(A[0:ni*nk], B[0:nk*nj], C[0:nj*nl]) copy(D[0:ni*nl]) create(tmp[0:ni*nj])
    compute(ni, nj, nk, nl, alpha, beta, A, B, C, D, tmp);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int ni = s.mm2_i, nj = s.mm2_j, nk = s.mm2_k, nl = s.mm2_l;
    float *A = bench_alloc(sizeof(float) * ni * nk), *B = bench_alloc(sizeof(float) * nk * nj);
    float *C = bench_alloc(sizeof(float) * nj * nl), *D = bench_alloc(sizeof(float) * ni * nl);
    float *tmp = bench_alloc(sizeof(float) * ni * nj);
    bench_fill_f(A, (long)ni * nk, o.seed, ID_A, -1, 1);
    bench_fill_f(B, (long)nk * nj, o.seed, ID_B, -1, 1);
    bench_fill_f(C, (long)nj * nl, o.seed, ID_C, -1, 1);
    bench_fill_f(D, (long)ni * nl, o.seed, ID_D, -1, 1);
    total(ni, nj, nk, nl, BENCH_ALPHA, BENCH_BETA, A, B, C, D, tmp);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, D, sizeof(float) * ni * nl);
    bench_out_close(f);
    BENCH_TIME("2mm", "total", o.small, total(ni, nj, nk, nl, BENCH_ALPHA, BENCH_BETA, A, B, C, D, tmp));
#pragma acc data copyin(A[0:ni*nk], B[0:nk*nj], C[0:nj*nl], D[0:ni*nl]) create(tmp[0:ni*nj])
    BENCH_TIME("2mm", "kernels", o.small, compute(ni, nj, nk, nl, BENCH_ALPHA, BENCH_BETA, A, B, C, D, tmp));
    return 0;
}
