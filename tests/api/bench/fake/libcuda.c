/* A test double of the CUDA driver (libcuda) for measuring the runtime's own host work per
 * launch on a machine without a GPU (scripts/launch-icount.sh, issue 10; not compiled by the API tests: it has no main): built as a
 * `libcuda.so` that the runtime's dynamic loading finds first on LD_LIBRARY_PATH. One device
 * with an H200's limits; device memory is host memory (malloc), copies are memcpy, kernels
 * and streams do nothing, events are always complete. Every entry point the runtime calls
 * answers CUDA_SUCCESS, so what valgrind counts in the runtime's entry points is the
 * runtime's work and a few instructions here. Not a driver for anything but that count.
 * bench_launch.c runs over it too (as libcuda.so.1): its raw rows are then the double's few
 * nanoseconds and its oxacc rows the runtime's host time alone, wall-clock (noisy on a shared
 * machine, where the instruction counts are not). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *opaque;

static int marker_ctx, marker_module, marker_function;
static long streams;
/* Counts of the calls the launch path makes, printed by the program through `fake_cuda_calls`
 * (a check that the test double served the path, not emul or host). */
static long launches, stream_syncs;

long fake_cuda_calls(int which) { return which == 0 ? launches : stream_syncs; }

CUresult cuInit(unsigned flags) { (void)flags; return 0; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return 0; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return 0; }
CUresult cuDeviceGet(CUdevice *d, int i) { *d = i; return 0; }
CUresult cuDeviceGetName(char *name, int len, CUdevice d) {
    (void)d;
    strncpy(name, "fake CUDA device (test double)", (size_t)len);
    if (len > 0) name[len - 1] = 0;
    return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d) { (void)d; *bytes = (size_t)80 << 30; return 0; }
CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d) {
    (void)d;
    switch (attr) {
    case 16: *v = 132; break;          /* multiprocessors */
    case 39: *v = 2048; break;         /* threads per SM */
    case 106: *v = 32; break;          /* blocks per SM */
    case 81: *v = 233472; break;       /* shared memory per SM */
    case 97: *v = 232448; break;       /* opt-in shared memory per block */
    case 75: *v = 9; break;            /* compute capability */
    case 76: *v = 0; break;
    case 88: *v = 0; break;            /* pageable memory access */
    default: *v = 1;
    }
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(opaque *ctx, CUdevice d) { (void)d; *ctx = &marker_ctx; return 0; }
CUresult cuCtxSetCurrent(opaque ctx) { (void)ctx; return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuCtxSetLimit(int limit, size_t v) { (void)limit; (void)v; return 0; }
CUresult cuCtxGetLimit(size_t *v, int limit) { (void)limit; *v = 1024; return 0; }
CUresult cuGetErrorString(CUresult r, const char **s) { (void)r; *s = "fake driver error"; return 0; }
CUresult cuGetErrorName(CUresult r, const char **s) { (void)r; *s = "CUDA_ERROR_FAKE"; return 0; }

CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) {
    void *m = aligned_alloc(256, (n + 255) / 256 * 256);
    if (!m) return 2;
    *p = (CUdeviceptr)(uintptr_t)m;
    return 0;
}
CUresult cuMemAllocManaged(CUdeviceptr *p, size_t n, unsigned flags) { (void)flags; return cuMemAlloc_v2(p, n); }
CUresult cuMemFree_v2(CUdeviceptr p) { free((void *)(uintptr_t)p); return 0; }
CUresult cuMemHostAlloc(void **p, size_t n, unsigned flags) {
    (void)flags;
    *p = aligned_alloc(4096, (n + 4095) / 4096 * 4096);
    return *p ? 0 : 2;
}
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *d, void *p, unsigned flags) {
    (void)flags;
    *d = (CUdeviceptr)(uintptr_t)p;
    return 0;
}
CUresult cuMemFreeHost(void *p) { free(p); return 0; }
CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned flags) { (void)p; (void)n; (void)flags; return 0; }
CUresult cuMemHostUnregister(void *p) { (void)p; return 0; }
CUresult cuMemGetInfo_v2(size_t *free_b, size_t *total) { *free_b = (size_t)70 << 30; *total = (size_t)80 << 30; return 0; }
/* Every out-value zero: "memory CUDA does not know" for host pointers. */
CUresult cuPointerGetAttributes(unsigned n, int *attrs, void **data, CUdeviceptr p) {
    (void)attrs; (void)p;
    for (unsigned i = 0; i < n; i++) memset(data[i], 0, attrs[i] == 2 ? 4 : 8);
    return 0;
}

CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) { memcpy(d, (void *)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) {
    memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n);
    return 0;
}
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *s, size_t n, opaque st) { (void)st; return cuMemcpyHtoD_v2(d, s, n); }
CUresult cuMemcpyDtoHAsync_v2(void *d, CUdeviceptr s, size_t n, opaque st) { (void)st; return cuMemcpyDtoH_v2(d, s, n); }
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, opaque st) { (void)st; return cuMemcpyDtoD_v2(d, s, n); }
CUresult cuMemsetD32Async(CUdeviceptr d, unsigned v, size_t n, opaque st) {
    (void)st;
    for (size_t i = 0; i < n; i++) ((unsigned *)(uintptr_t)d)[i] = v;
    return 0;
}
CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char v, size_t n, opaque st) {
    (void)st;
    memset((void *)(uintptr_t)d, v, n);
    return 0;
}

CUresult cuModuleLoadDataEx(opaque *m, const void *image, unsigned n, void *opts, void **vals) {
    (void)image; (void)n; (void)opts; (void)vals;
    *m = &marker_module;
    return 0;
}
/* bench_launch.c loads its raw kernel itself. */
CUresult cuModuleLoadData(opaque *m, const void *image) { return cuModuleLoadDataEx(m, image, 0, NULL, NULL); }
CUresult cuModuleUnload(opaque m) { (void)m; return 0; }
CUresult cuModuleGetFunction(opaque *f, opaque m, const char *name) { (void)m; (void)name; *f = &marker_function; return 0; }
CUresult cuModuleGetGlobal_v2(CUdeviceptr *p, size_t *bytes, opaque m, const char *name) {
    (void)m; (void)name;
    if (p) {
        CUresult r = cuMemAlloc_v2(p, 8);
        if (r) return r;
    }
    if (bytes) *bytes = 8;
    return 0;
}
CUresult cuFuncGetAttribute(int *v, int attr, opaque f) { (void)attr; (void)f; *v = 1024; return 0; }
CUresult cuFuncSetAttribute(opaque f, int attr, int v) { (void)f; (void)attr; (void)v; return 0; }

CUresult cuStreamCreate(opaque *s, unsigned flags) {
    (void)flags;
    *s = (opaque)(uintptr_t)(0x1000 + 16 * ++streams);
    return 0;
}
CUresult cuStreamSynchronize(opaque s) { (void)s; stream_syncs++; return 0; }
CUresult cuStreamQuery(opaque s) { (void)s; return 0; }
CUresult cuStreamWaitEvent(opaque s, opaque e, unsigned flags) { (void)s; (void)e; (void)flags; return 0; }
typedef void (*host_fn_t)(void *);
CUresult cuLaunchHostFunc(opaque s, host_fn_t f, void *data) { (void)s; f(data); return 0; }
CUresult cuLaunchKernel(opaque f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shmem, opaque s, void **args, void **extra) {
    (void)f; (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shmem; (void)s; (void)args;
    (void)extra;
    launches++;
    return 0;
}

CUresult cuEventCreate(opaque *e, unsigned flags) {
    (void)flags;
    *e = malloc(16);
    return *e ? 0 : 2;
}
CUresult cuEventRecord(opaque e, opaque s) { (void)e; (void)s; return 0; }
CUresult cuEventQuery(opaque e) { (void)e; return 0; }
CUresult cuEventSynchronize(opaque e) { (void)e; return 0; }
CUresult cuEventDestroy_v2(opaque e) { free(e); return 0; }
CUresult cuEventElapsedTime_v2(float *ms, opaque a, opaque b) { (void)a; (void)b; *ms = 0; return 0; }
