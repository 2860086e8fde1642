// The dense matmul (benches/gpu/matmul.c, n = 2048) as oxacc generates it (matmul.cu, copied
// in by scripts/gpu-lab.sh) against the hand-written CUDA (16x16 blocks), and 2-D tiles of the
// collapse(2) nest on 256-thread blocks (stencil_lab.cu: the same mappings).
#include "lab.h"
#include <cstring>
#include "matmul.cu"

__global__ void ref_matmul(int n, const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) {
        float s = 0;
        for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
    }
}
template <int TX, int TY, bool ONE>
__global__ void tile_matmul(int n, const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    const unsigned n1 = n, n0 = n;
    const unsigned t1 = (n1 + TX - 1) / TX, t0 = (n0 + TY - 1) / TY, tiles = t0 * t1;
    const __oxacc_div31 f1 = __oxacc_div31_of(t1);
    const unsigned tx = threadIdx.x % TX, ty = threadIdx.x / TX;
    for (unsigned t = blockIdx.x; t < tiles; t += ONE ? tiles : gridDim.x) {
        unsigned q = __oxacc_div31_q(t, f1);
        unsigned jj = (t - q * t1) * TX + tx, ii = q * TY + ty;
        if (jj < n1 && ii < n0) {
            int i = ii, j = jj;
            float s = 0;
            for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
    }
}

int main() {
    const int n = 2048;
    long nn = (long)n * n;
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    unsigned full = sms * 8;
    float *a = dev_rand(nn, 1), *b = dev_rand(nn, 2), *c0, *c1;
    CK(cudaMalloc(&c0, nn * 4));
    CK(cudaMalloc(&c1, nn * 4));
    printf("matmul (n = %d, %d SMs)\n", n, sms);
    double ref = time_ms([&] { ref_matmul<<<dim3(n / 16, n / 16), dim3(16, 16)>>>(n, a, b, c0); }, 7);
    auto want = host_of(c0, nn);
    row("cuda: 16x16 blocks", ref, ref, 0);
    auto run = [&](const char *name, auto launch) {
        CK(cudaMemset(c1, 0, nn * 4));
        double ms = time_ms(launch, 7);
        row(name, ms, ref, maxdiff(want, host_of(c1, nn)));
    };
    unsigned t = (unsigned)(nn / 256);
    run("oxacc: generated, grid sms*8", [&] { __oxacc_k_compute_11<<<full, 256>>>(n, a, b, c1); });
    run("oxacc: generated 1p, grid n*n/256", [&] { __oxacc_k_compute_11_1p<<<t, 256>>>(n, a, b, c1); });
    run("tiles 16x16, grid sms*8", [&] { tile_matmul<16, 16, false><<<full, 256>>>(n, a, b, c1); });
    run("tiles 16x16, one per block", [&] { tile_matmul<16, 16, true><<<t, 256>>>(n, a, b, c1); });
    run("tiles 32x8, grid sms*8", [&] { tile_matmul<32, 8, false><<<full, 256>>>(n, a, b, c1); });
    run("tiles 32x8, one per block", [&] { tile_matmul<32, 8, true><<<t, 256>>>(n, a, b, c1); });
    run("tiles 64x4, one per block", [&] { tile_matmul<64, 4, true><<<t, 256>>>(n, a, b, c1); });
    run("ref kernel, 32x8 blocks", [&] { ref_matmul<<<dim3(n / 32, n / 8), dim3(32, 8)>>>(n, a, b, c1); });
    return 0;
}
