// The dot product (benches/gpu/dot.c, n = 2^25 doubles) as oxacc generates it (dot.cu, copied
// in by scripts/gpu-lab.sh) against the hand-written CUDA (one double atomicAdd per block):
// the kernels alone (CUDA events), then the host sequences around them (host clock, median of
// 15): what the benchmark's "kernels" row times besides the kernel.
#include "lab.h"
#include <chrono>
#include <cstring>
#include "dot.cu"

__global__ void ref_dot(long n, const double *__restrict__ x, const double *__restrict__ y, double *out) {
    __shared__ double warp_sums[32];
    double s = 0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        s += x[i] * y[i];
    for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0) warp_sums[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) atomicAdd(out, s);
    }
}
template <class F> static double host_ms(F f) {
    for (int i = 0; i < 3; i++) f();
    std::vector<double> t;
    for (int i = 0; i < 15; i++) {
        auto a = std::chrono::steady_clock::now();
        f();
        t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}
static double *dev_rand_d(long n, unsigned seed) {
    std::vector<double> h(n);
    for (long i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u; h[i] = (double)((seed >> 8) & 0xffff) / 65536.0 - 0.5; }
    double *d;
    CK(cudaMalloc(&d, n * sizeof(double)));
    CK(cudaMemcpy(d, h.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    return d;
}

int main() {
    const long n = 1L << 25;
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    unsigned full = sms * 8;
    double *x = dev_rand_d(n, 1), *y = dev_rand_d(n, 2), *s0, *s1, *hp;
    CK(cudaMalloc(&s0, 8));
    CK(cudaMalloc(&s1, 8));
    CK(cudaHostAlloc(&hp, 8, cudaHostAllocMapped));
    printf("dot (n = %ld doubles, %d SMs): kernels\n", n, sms);
    double ref = time_ms([&] { CK(cudaMemsetAsync(s0, 0, 8)); ref_dot<<<full, 256>>>(n, x, y, s0); });
    double want, got;
    CK(cudaMemcpy(&want, s0, 8, cudaMemcpyDeviceToHost));
    auto diff = [&](double *d) { CK(cudaMemcpy(&got, d, 8, cudaMemcpyDeviceToHost)); return std::fabs(got - want); };
    row("cuda: memset + kernel, grid sms*8", ref, ref, 0);
    double g = time_ms([&] { CK(cudaMemsetAsync(s1, 0, 8)); __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); });
    row("oxacc: memset + generated, grid sms*8", g, ref, diff(s1));
    double g2 = time_ms([&] { CK(cudaMemsetAsync(s1, 0, 8)); __oxacc_k_compute_9<<<full * 2, 128>>>(n, x, y, s1); });
    row("oxacc: memset + generated, 128 threads x sms*16", g2, ref, diff(s1));
    double rk = time_ms([&] { ref_dot<<<full, 256>>>(n, x, y, s0); });
    row("cuda kernel alone", rk, ref, 0);
    double gk = time_ms([&] { __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); });
    row("oxacc generated kernel alone", gk, ref, 0);
    printf("dot: host sequences (host clock)\n");
    double h = 0;
    double hr = host_ms([&] { CK(cudaMemsetAsync(s0, 0, 8)); ref_dot<<<full, 256>>>(n, x, y, s0); CK(cudaMemcpy(&h, s0, 8, cudaMemcpyDeviceToHost)); });
    row("cuda: memset, kernel, copy 8 B back", hr, hr, 0);
    double hz = 0;
    double ho = host_ms([&] { CK(cudaMemcpy(s1, &hz, 8, cudaMemcpyHostToDevice)); __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); CK(cudaMemcpy(&h, s1, 8, cudaMemcpyDeviceToHost)); });
    row("oxacc kernel: copy 8 B in, kernel, copy back", ho, hr, std::fabs(h - want));
    double hs = host_ms([&] { CK(cudaMemcpy(s1, &hz, 8, cudaMemcpyHostToDevice)); CK(cudaStreamSynchronize(0)); __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); CK(cudaStreamSynchronize(0)); CK(cudaMemcpy(&h, s1, 8, cudaMemcpyDeviceToHost)); });
    row("oxacc runtime today: in, sync, kernel, sync, back", hs, hr, std::fabs(h - want));
    double hs2 = host_ms([&] { CK(cudaMemcpy(s1, &hz, 8, cudaMemcpyHostToDevice)); __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); CK(cudaStreamSynchronize(0)); CK(cudaMemcpy(&h, s1, 8, cudaMemcpyDeviceToHost)); });
    row("in, kernel, sync, back", hs2, hr, std::fabs(h - want));
    double hm = host_ms([&] { CK(cudaMemsetAsync(s1, 0, 8)); __oxacc_k_compute_9<<<full, 256>>>(n, x, y, s1); CK(cudaMemcpy(&h, s1, 8, cudaMemcpyDeviceToHost)); });
    row("oxacc kernel: memset, kernel, copy back", hm, hr, std::fabs(h - want));
    double *dp;
    CK(cudaHostGetDevicePointer(&dp, hp, 0));
    double hh = host_ms([&] { *hp = 0; __oxacc_k_compute_9<<<full, 256>>>(n, x, y, dp); CK(cudaDeviceSynchronize()); h = *hp; });
    row("oxacc kernel into mapped host memory, sync", hh, hr, std::fabs(h - want));
    double hk = host_ms([&] { ref_dot<<<full, 256>>>(n, x, y, s0); CK(cudaDeviceSynchronize()); });
    row("cuda kernel alone, sync", hk, hr, 0);
    return 0;
}
