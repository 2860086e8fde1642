// The lab's kernels compiled the way oxacc's runtime compiles a module (crates/oxacc-rt/src/
// nvrtc.rs: NVRTC, -default-device -std=c++17 --device-int128 -lineinfo, a cubin for sm_90),
// launched through the driver API: nvcc's build of the same source is not what runs.
#include <cuda.h>
#include <nvrtc.h>
#include <fstream>
#include <sstream>
#include <string>
#define CKD(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *s_; cuGetErrorString(r_, &s_); fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, s_); exit(1); } } while (0)
static std::string slurp(const char *p) {
    std::ifstream f(p);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}
struct NvrtcModule {
    CUmodule mod = nullptr;
    NvrtcModule(const std::string &src, std::vector<const char *> opts) {
        CK(cudaFree(0));
        nvrtcProgram prog;
        nvrtcCreateProgram(&prog, src.c_str(), "oxacc_kernels.cu", 0, nullptr, nullptr);
        if (nvrtcCompileProgram(prog, (int)opts.size(), opts.data()) != NVRTC_SUCCESS) {
            size_t n;
            nvrtcGetProgramLogSize(prog, &n);
            std::string log(n, '\0');
            nvrtcGetProgramLog(prog, &log[0]);
            fprintf(stderr, "NVRTC: %s\n", log.c_str());
            exit(1);
        }
        size_t n;
        nvrtcGetCUBINSize(prog, &n);
        std::vector<char> cubin(n);
        nvrtcGetCUBIN(prog, cubin.data());
        CKD(cuModuleLoadData(&mod, cubin.data()));
    }
    CUfunction fn(const char *name) {
        CUfunction f;
        CKD(cuModuleGetFunction(&f, mod, name));
        return f;
    }
};
static std::vector<const char *> oxacc_opts() {
    return {"--gpu-architecture=sm_90", "-default-device", "-std=c++17", "--device-int128", "-lineinfo"};
}
template <class... T> static void dlaunch(CUfunction f, dim3 g, dim3 b, T... args) {
    void *a[] = {(void *)&args...};
    CKD(cuLaunchKernel(f, g.x, g.y, g.z, b.x, b.y, b.z, 0, nullptr, a, nullptr));
}
