// The 3-D 7-point stencil (benches/gpu/stencil.c, n = 512, one step) as oxacc generates it
// (stencil.cu, copied in by scripts/gpu-lab.sh) against the hand-written CUDA (32x8 blocks,
// the i planes in gridDim.z), and the mappings of a collapsed loop nest onto 256-thread blocks
// the CUDA writer could emit: the flat index (the generated kernel, grid-stride or one pass),
// or 2-D tiles of the two innermost loops, grid-stride over the tiles (sms*8 blocks) or one
// tile per block.
#include "lab.h"
#include <cstring>
#include "stencil.cu"

__global__ void ref_stencil(int n, const float *__restrict__ a, float *__restrict__ b) {
    int k = blockIdx.x * blockDim.x + threadIdx.x + 1, j = blockIdx.y * blockDim.y + threadIdx.y + 1;
    int i = blockIdx.z + 1;
    if (j < n - 1 && k < n - 1) {
        long nn = (long)n * n, p = i * nn + (long)j * n + k;
        b[p] = 0.4f * a[p] + 0.1f * (a[p - nn] + a[p + nn] + a[p - n] + a[p + n] + a[p - 1] + a[p + 1]);
    }
}
// Tiles of TX (k) x TY (j) iterations over a 1-D block of TX*TY threads; i and the tile
// numbers from the block's tile index (fast division as the generated code does).
template <int TX, int TY, bool ONE>
__global__ void tile_stencil(int n, long nn, float *__restrict__ b, const float *__restrict__ a) {
    const unsigned n1 = n - 2, n2 = n - 2, n0 = n - 2;
    const unsigned t2 = (n2 + TX - 1) / TX, t1 = (n1 + TY - 1) / TY, tiles = n0 * t1 * t2;
    const __oxacc_div31 f2 = __oxacc_div31_of(t2), f1 = __oxacc_div31_of(t1);
    const unsigned tx = threadIdx.x % TX, ty = threadIdx.x / TX;
    for (unsigned t = blockIdx.x; t < tiles; t += ONE ? tiles : gridDim.x) {
        unsigned r = t, q = __oxacc_div31_q(r, f2);
        unsigned kk = (r - q * t2) * TX + tx;
        r = q;
        q = __oxacc_div31_q(r, f1);
        unsigned jj = (r - q * t1) * TY + ty;
        if (kk < n2 && jj < n1) {
            int k = 1 + kk, j = 1 + jj, i = 1 + q;
            long p = i * nn + (long)j * n + k;
            b[p] = 0.4f * a[p] + 0.1f * (a[p - nn] + a[p + nn] + a[p - n] + a[p + n] + a[p - 1] + a[p + 1]);
        }
    }
}


int main() {
    const int n = 512;
    long nn = (long)n * n, n3 = nn * n;
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    unsigned full = sms * 8;
    float *a = dev_rand(n3, 1), *b0, *b1;
    CK(cudaMalloc(&b0, n3 * 4));
    CK(cudaMalloc(&b1, n3 * 4));
    CK(cudaMemset(b0, 0, n3 * 4));
    long tot = (long)(n - 2) * (n - 2) * (n - 2);
    printf("stencil (n = %d, %d SMs)\n", n, sms);
    double ref = time_ms([&] { ref_stencil<<<dim3((n - 2 + 31) / 32, (n - 2 + 7) / 8, n - 2), dim3(32, 8)>>>(n, a, b0); });
    auto want = host_of(b0, n3);
    row("cuda: 32x8 blocks, i in gridDim.z", ref, ref, 0);
    auto run = [&](const char *name, auto launch) {
        CK(cudaMemset(b1, 0, n3 * 4));
        double ms = time_ms(launch);
        row(name, ms, ref, maxdiff(want, host_of(b1, n3)));
    };
    unsigned tiles328 = (unsigned)(n - 2) * ((n - 2 + 7) / 8) * ((n - 2 + 31) / 32);
    unsigned tiles644 = (unsigned)(n - 2) * ((n - 2 + 3) / 4) * ((n - 2 + 63) / 64);
    unsigned tiles256 = (unsigned)(n - 2) * (n - 2) * ((n - 2 + 255) / 256);
    run("oxacc: generated, grid sms*8", [&] { __oxacc_k_compute_10<<<full, 256>>>(n, nn, b1, a); });
    run("oxacc: generated 1p, grid tot/256", [&] { __oxacc_k_compute_10_1p<<<(unsigned)((tot + 255) / 256), 256>>>(n, nn, b1, a); });
    run("tiles 32x8, grid sms*8", [&] { tile_stencil<32, 8, false><<<full, 256>>>(n, nn, b1, a); });
    run("tiles 32x8, one per block", [&] { tile_stencil<32, 8, true><<<tiles328, 256>>>(n, nn, b1, a); });
    run("tiles 64x4, grid sms*8", [&] { tile_stencil<64, 4, false><<<full, 256>>>(n, nn, b1, a); });
    run("tiles 64x4, one per block", [&] { tile_stencil<64, 4, true><<<tiles644, 256>>>(n, nn, b1, a); });
    run("tiles 256x1 (rows), grid sms*8", [&] { tile_stencil<256, 1, false><<<full, 256>>>(n, nn, b1, a); });
    run("tiles 256x1 (rows), one per block", [&] { tile_stencil<256, 1, true><<<tiles256, 256>>>(n, nn, b1, a); });
    run("tiles 32x8, grid sms*16", [&] { tile_stencil<32, 8, false><<<full * 2, 256>>>(n, nn, b1, a); });
    return 0;
}
