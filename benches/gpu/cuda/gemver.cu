// gemver: the rank-2 update with a 2-D grid; x with one thread per column (coalesced); w with
// one warp per row and a shuffle reduction (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void gemver_a(int n, float *__restrict__ A, const float *__restrict__ u1, const float *__restrict__ v1,
                         const float *__restrict__ u2, const float *__restrict__ v2) {
    int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) A[(long)i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
}

__global__ void gemver_x(int n, float beta, const float *__restrict__ A, float *__restrict__ x,
                         const float *__restrict__ y, const float *__restrict__ z) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0;
        for (int j = 0; j < n; j++) s += A[(long)j * n + i] * y[j];
        x[i] += beta * s + z[i];
    }
}

__global__ void gemver_w(int n, float alpha, const float *__restrict__ A, const float *__restrict__ x,
                         float *__restrict__ w) {
    int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (i < n) {
        float s = 0;
        for (int j = lane; j < n; j += 32) s += A[(long)i * n + j] * x[j];
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) w[i] += alpha * s;
    }
}

struct vecs { float *A, *u1, *v1, *u2, *v2, *w, *x, *y, *z; };

static void compute(int n, float alpha, float beta, vecs d) {
    dim3 block(32, 8), grid(blocks_for(n, 32), blocks_for(n, 8));
    gemver_a<<<grid, block>>>(n, d.A, d.u1, d.v1, d.u2, d.v2);
    CK_LAUNCH();
    gemver_x<<<blocks_for(n, 256), 256>>>(n, beta, d.A, d.x, d.y, d.z);
    CK_LAUNCH();
    gemver_w<<<blocks_for(n, 8), 256>>>(n, alpha, d.A, d.x, d.w);
    CK_LAUNCH();
    SYNC();
}

static vecs to_device(int n, vecs h) {
    vecs d;
    long nn = (long)n * n;
    d.A = dev_alloc<float>(nn);
    to_dev(d.A, h.A, nn);
    float **hv[8] = {&h.u1, &h.v1, &h.u2, &h.v2, &h.w, &h.x, &h.y, &h.z};
    float **dv[8] = {&d.u1, &d.v1, &d.u2, &d.v2, &d.w, &d.x, &d.y, &d.z};
    for (int k = 0; k < 8; k++) {
        *dv[k] = dev_alloc<float>(n);
        to_dev(*dv[k], *hv[k], n);
    }
    return d;
}

static void total(int n, float alpha, float beta, vecs h) {
    vecs d = to_device(n, h);
    compute(n, alpha, beta, d);
    to_host(h.A, d.A, (long)n * n);
    to_host(h.x, d.x, n);
    to_host(h.w, d.w, n);
    float *all[9] = {d.A, d.u1, d.v1, d.u2, d.v2, d.w, d.x, d.y, d.z};
    for (int k = 0; k < 9; k++) CK(cudaFree(all[k]));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    int n = bench_sizes(o.small).gv_n;
    long nn = (long)n * n;
    vecs h;
    h.A = (float *)bench_alloc(sizeof(float) * nn);
    float **hv[8] = {&h.u1, &h.v1, &h.u2, &h.v2, &h.w, &h.x, &h.y, &h.z};
    int ids[8] = {ID_U1, ID_V1, ID_U2, ID_V2, ID_W, ID_X, ID_Y, ID_Z};
    bench_fill_f(h.A, nn, o.seed, ID_A, -1, 1);
    for (int k = 0; k < 8; k++) {
        *hv[k] = (float *)bench_alloc(sizeof(float) * n);
        bench_fill_f(*hv[k], n, o.seed, ids[k], -1, 1);
    }
    total(n, BENCH_ALPHA, BENCH_BETA, h);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, h.A, sizeof(float) * nn);
    bench_out_write(f, h.x, sizeof(float) * n);
    bench_out_write(f, h.w, sizeof(float) * n);
    bench_out_close(f);
    bench_fill_f(h.A, nn, o.seed, ID_A, -1, 1);
    BENCH_TIME("gemver", "total", o.small, total(n, BENCH_ALPHA, BENCH_BETA, h));
    vecs d = to_device(n, h);
    BENCH_TIME("gemver", "kernels", o.small, compute(n, BENCH_ALPHA, BENCH_BETA, d));
    return 0;
}
