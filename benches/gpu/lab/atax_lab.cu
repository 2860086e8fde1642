// atax's two kernels (benches/gpu/atax.c, m = n = 8192): the row reduction (a gang loop over
// rows around a vector loop with a reduction) and the column sums, as oxacc generates them
// (atax.cu, copied in by scripts/gpu-lab.sh) against the hand-written CUDA of
// benches/gpu/cuda/atax.cu and variants of the generated code.
#include "lab.h"
#include <cstring>
#include "atax.cu"
#include "nvrtc_lab.h"

__global__ void ref_rows(int m, int n, const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ tmp) {
    int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (i < m) {
        float s = 0;
        for (int j = lane; j < n; j += 32) s += A[(long)i * n + j] * x[j];
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) tmp[i] = s;
    }
}
__global__ void ref_cols(int m, int n, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        float s = 0;
        for (int i = 0; i < m; i++) s += A[(long)i * n + j] * tmp[i];
        y[j] = s;
    }
}
// The generated row kernel with the vector loop's stride a constant (VL) and/or unrolled, and
// with or without the gang barriers after the reduction.
template <int VL, bool UNROLL, bool SYNCS>
__global__ void ox_rows(int m, int n, const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ tmp) {
    for (long long k = blockIdx.x; k < m; k += gridDim.x) {
        int i = (int)k;
        float s = 0;
        float r = 0;
        const int stride = VL > 0 ? VL : (int)blockDim.x;
        if (UNROLL) {
#pragma unroll 4
            for (int j = threadIdx.x; j < n; j += stride) r += A[(long)i * n + j] * x[j];
        } else {
            for (int j = threadIdx.x; j < n; j += stride) r += A[(long)i * n + j] * x[j];
        }
        r = __oxacc_red_vector(r, __oxacc_op_add());
        s = s + r;
        if (SYNCS) __syncthreads();
        if (threadIdx.x == 0) tmp[i] = s;
        if (SYNCS) __syncthreads();
    }
}
// One worker (threadIdx.y) per gang iteration: blockDim (32, 8), the rows over
// blockIdx.x * 8 + threadIdx.y; the lane stride a constant or blockDim.x.
template <bool CONST>
__global__ void ox_warp_rows(int m, int n, const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ tmp) {
    for (long long k = (long long)blockIdx.x * blockDim.y + threadIdx.y; k < m; k += (long long)gridDim.x * blockDim.y) {
        int i = (int)k;
        float r = 0;
        const int stride = CONST ? 32 : (int)blockDim.x;
        for (int j = threadIdx.x; j < n; j += stride) r += A[(long)i * n + j] * x[j];
        for (int d = 16; d > 0; d >>= 1) r += __shfl_xor_sync(0xffffffffu, r, d);
        if (threadIdx.x == 0) tmp[i] = r;
    }
}

int main() {
    const int m = 8192, n = 8192;
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    float *A = dev_rand((long)m * n, 1), *x = dev_rand(n, 2), *t0, *t1, *y0, *y1;
    CK(cudaMalloc(&t0, m * 4));
    CK(cudaMalloc(&t1, m * 4));
    CK(cudaMalloc(&y0, n * 4));
    CK(cudaMalloc(&y1, n * 4));
    unsigned full = sms * 8;  // the runtime's grid for 256-thread blocks (kernel.rs choose_grid)
    printf("atax rows (m = n = %d, %d SMs)\n", m, sms);
    double ref = time_ms([&] { ref_rows<<<(m + 7) / 8, 256>>>(m, n, A, x, t0); });
    auto want = host_of(t0, m);
    row("cuda: warp per row, 8 rows per block", ref, ref, 0);
    auto run = [&](const char *name, auto launch) {
        CK(cudaMemset(t1, 0, m * 4));
        double ms = time_ms(launch);
        row(name, ms, ref, maxdiff(want, host_of(t1, m)));
    };
    run("oxacc: generated, grid sms*8", [&] { __oxacc_k_compute_13<<<full, 256>>>(m, n, A, x, t1); });
    run("oxacc: generated, grid m", [&] { __oxacc_k_compute_13<<<m, 256>>>(m, n, A, x, t1); });
    run("stride blockDim.x, syncs", [&] { ox_rows<0, false, true><<<full, 256>>>(m, n, A, x, t1); });
    run("stride 256, syncs", [&] { ox_rows<256, false, true><<<full, 256>>>(m, n, A, x, t1); });
    run("stride 256, no syncs", [&] { ox_rows<256, false, false><<<full, 256>>>(m, n, A, x, t1); });
    run("stride blockDim.x, no syncs", [&] { ox_rows<0, false, false><<<full, 256>>>(m, n, A, x, t1); });
    run("stride blockDim.x unroll 4, syncs", [&] { ox_rows<0, true, true><<<full, 256>>>(m, n, A, x, t1); });
    run("stride 256 unroll 4, no syncs", [&] { ox_rows<256, true, false><<<full, 256>>>(m, n, A, x, t1); });
    run("stride 128 (128 threads), no syncs, grid sms*16", [&] { ox_rows<128, false, false><<<sms * 16, 128>>>(m, n, A, x, t1); });
    run("worker per row, stride blockDim.x, grid sms*8", [&] { ox_warp_rows<false><<<full, dim3(32, 8)>>>(m, n, A, x, t1); });
    run("worker per row, stride 32, grid sms*8", [&] { ox_warp_rows<true><<<full, dim3(32, 8)>>>(m, n, A, x, t1); });
    run("worker per row, stride 32, grid m/8", [&] { ox_warp_rows<true><<<m / 8, dim3(32, 8)>>>(m, n, A, x, t1); });

    printf("atax columns\n");
    CK(cudaMemcpy(t1, t0, m * 4, cudaMemcpyDeviceToDevice));
    double refc = time_ms([&] { ref_cols<<<(n + 255) / 256, 256>>>(m, n, A, t0, y0); });
    auto wantc = host_of(y0, n);
    row("cuda: thread per column", refc, refc, 0);
    CK(cudaMemset(y1, 0, n * 4));
    double oc = time_ms([&] { __oxacc_k_compute_18<<<(n + 255) / 256, 256>>>(n, m, A, t0, y1); });
    row("oxacc: generated", oc, refc, maxdiff(wantc, host_of(y1, n)));
    // Fewer threads per block, more blocks: 8192 columns fill 32 of the SMs with 256-thread
    // blocks, all of them with 64.
    for (int bx : {128, 64, 32}) {
        CK(cudaMemset(y1, 0, n * 4));
        double t = time_ms([&] { __oxacc_k_compute_18<<<(n + bx - 1) / bx, bx>>>(n, m, A, t0, y1); });
        char name[64];
        snprintf(name, sizeof name, "oxacc: generated, %d-thread blocks", bx);
        row(name, t, refc, maxdiff(wantc, host_of(y1, n)));
    }
    {
        NvrtcModule mod(slurp("atax.cu") + slurp("atax_kernels.cu"), oxacc_opts());
        auto col = [&](const char *k, bool mn_order) {
            CUfunction f = mod.fn(k);
            CK(cudaMemset(y1, 0, n * 4));
            auto go = [&] {
                if (mn_order) dlaunch(f, dim3((n + 255) / 256), dim3(256), m, n, (const float *)A, (const float *)t0, y1);
                else dlaunch(f, dim3((n + 255) / 256), dim3(256), n, m, (const float *)A, (const float *)t0, y1);
            };
            go();
            CK(cudaDeviceSynchronize());
            double d = maxdiff(wantc, host_of(y1, n));
            char name[96];
            snprintf(name, sizeof name, "NVRTC %s", k);
            row(name, time_ms(go), refc, d);
        };
        col("__oxacc_k_compute_18", false);
        col("ax_cols_if", true);
        col("ax_cols_stride", true);
        col("ax_cols_u64", false);
        col("ax_cols_3path", false);
        col("ax_cols_1pass_only", false);
    }
    return 0;
}
