// Kernel lab (scripts/gpu-lab.sh): times variants of one kernel shape side by side on the GPU,
// each checked against the first, to choose what the CUDA writer should emit. Not a benchmark
// of record (scripts/bench-gpu.sh is): a tool for deciding code generation.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)
template <class F> static double time_ms(F launch, int reps = 15) {
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (int i = 0; i < 3; i++) launch();
    CK(cudaDeviceSynchronize());
    std::vector<float> t;
    for (int i = 0; i < reps; i++) {
        CK(cudaEventRecord(a));
        launch();
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        float ms;
        CK(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms);
    }
    CK(cudaGetLastError());
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}
static float *dev_rand(long n, unsigned seed) {
    std::vector<float> h(n);
    for (long i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u; h[i] = (float)((seed >> 8) & 0xffff) / 65536.0f - 0.5f; }
    float *d;
    CK(cudaMalloc(&d, n * sizeof(float)));
    CK(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    return d;
}
static std::vector<float> host_of(const float *d, long n) {
    std::vector<float> h(n);
    CK(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
    return h;
}
static double maxdiff(const std::vector<float> &a, const std::vector<float> &b) {
    double m = 0;
    for (size_t i = 0; i < a.size(); i++) m = std::max(m, (double)std::fabs(a[i] - b[i]));
    return m;
}
static void row(const char *name, double ms, double ref_ms, double diff) {
    printf("  %-44s %8.4f ms  %5.2fx  maxdiff %.2e\n", name, ms, ms / ref_ms, diff);
}
