/* Runs the deterministic kernels of tests/sim/*.cu on one backend and writes every output
 * buffer to OUTDIR/<case>-<arg>.bin, so that the simulator's results can be compared byte for
 * byte with a GPU's (run.sh does both and compares).
 *   backend sim: cc -DSIM compare.c -ldl;  ./a.out OUTDIR CORE.so MODDIR   (MODDIR/<name>.so)
 *   backend gpu: cc compare.c -lcuda;      ./a.out OUTDIR CUBINDIR          (CUBINDIR/<name>.cubin) */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef SIM
#include <dlfcn.h>
#else
#include <cuda.h>
#endif

enum { BUF, I32, U64 };
enum { ZERO, IOTA_F64, IOTA15_F64, COUNTERS, TABLE_F32 };
typedef struct {
    int kind;
    size_t bytes; /* BUF */
    int init;     /* BUF */
    long long val; /* I32 / U64 */
} Arg;
typedef struct {
    const char *name, *file, *kernel;
    unsigned g[3], b[3], shmem;
    int nargs;
    Arg a[4];
    int mask_exch; /* k_atomics: atomicExch's final value depends on the order */
} Case;

/* tests/sim/atomics.cu's struct */
struct Counters {
    int i; unsigned u; unsigned long long ull; float f; double d; int mn, mx; unsigned umn, umx;
    long long llmn, llmx; unsigned long long ullmn, ullmx; unsigned band, bor; unsigned long long bxor;
    int iand, ior, ixor; unsigned long long cas_sum; unsigned short hcas; unsigned short pad; int exch;
    unsigned inc, dec; int sub;
};

#define B(n) {BUF, (n), ZERO, 0}
#define BI(n, i) {BUF, (n), (i), 0}
#define I(v) {I32, 0, 0, (v)}
#define U(v) {U64, 0, 0, (long long)(v)}
static const Case cases[] = {
    {"rotate1024", "barriers", "k_rotate", {8, 1, 1}, {1024, 1, 1}, 0, 2, {B(8 * 1024 * 4), I(5)}, 0},
    {"rotate32x32", "barriers", "k_rotate", {2, 2, 1}, {32, 32, 1}, 0, 2, {B(4 * 1024 * 4), I(5)}, 0},
    {"rotate842", "barriers", "k_rotate", {1, 1, 3}, {8, 4, 2}, 0, 2, {B(3 * 64 * 4), I(5)}, 0},
    {"rotate100", "barriers", "k_rotate", {5, 1, 1}, {100, 1, 1}, 0, 2, {B(5 * 100 * 4), I(5)}, 0},
    {"workers64x4", "barriers", "k_workers", {6, 1, 1}, {64, 4, 1}, 0, 2, {B(6 * 256 * 4), I(3)}, 0},
    {"workers32x15", "barriers", "k_workers", {6, 1, 1}, {32, 15, 1}, 0, 2, {B(6 * 480 * 4), I(3)}, 0},
    {"workers128x2", "barriers", "k_workers", {6, 1, 1}, {128, 2, 1}, 0, 2, {B(6 * 256 * 4), I(3)}, 0},
    {"syncreductions", "barriers", "k_sync_reductions", {2, 1, 1}, {300, 1, 1}, 0, 1, {B(5 * 4)}, 0},
    {"shfl", "warp", "k_shfl", {3, 1, 1}, {64, 1, 1}, 0, 1, {B(3 * 64 * 16 * 8)}, 0},
    {"vote", "warp", "k_vote", {1, 1, 1}, {64, 1, 1}, 0, 1, {B(64 * 5 * 4)}, 0},
    {"syncwarp_halves", "warp", "k_syncwarp_halves", {3, 1, 1}, {64, 1, 1}, 0, 2, {B(3 * 64 * 4), I(4)}, 0},
    {"syncwarp_workers", "warp", "k_syncwarp_workers", {1, 1, 1}, {8, 8, 1}, 0, 2, {B(64 * 4), I(2)}, 0},
    {"layout842", "warp", "k_warp_layout", {1, 1, 1}, {8, 4, 2}, 0, 1, {B(64 * 3 * 4)}, 0},
    {"layout1631", "warp", "k_warp_layout", {1, 1, 1}, {16, 3, 1}, 0, 1, {B(48 * 3 * 4)}, 0},
    {"layout421", "warp", "k_warp_layout", {1, 1, 1}, {4, 2, 1}, 0, 1, {B(8 * 3 * 4)}, 0},
    {"layout3223", "warp", "k_warp_layout", {1, 1, 1}, {32, 2, 3}, 0, 1, {B(192 * 3 * 4)}, 0},
    {"atomics", "atomics", "k_atomics", {1000, 1, 1}, {256, 1, 1}, 0, 2,
     {BI(sizeof(struct Counters), COUNTERS), B((256000 + 1) * 4)}, 1},
    {"shared_atomics", "atomics", "k_shared_atomics", {50, 1, 1}, {128, 1, 1}, 0, 1, {B(8)}, 0},
    {"static_sum", "shared", "k_static_sum", {400, 1, 1}, {256, 1, 1}, 0, 2, {BI(400 * 256 * 8, IOTA_F64), B(400 * 8)}, 0},
    {"dynamic", "shared", "k_dynamic", {60, 1, 1}, {128, 1, 1}, 128 * 12, 3,
     {BI(60 * 128 * 8, IOTA15_F64), B(60 * 128 * 8), B(60 * 128 * 4)}, 0},
    {"dynamic2", "shared", "k_dynamic2", {7, 1, 1}, {64, 1, 1}, 256, 1, {B(7 * 64 * 4)}, 0},
    {"grid753", "grid", "k_grid", {7, 5, 3}, {4, 2, 1}, 0, 1, {B(105 * 2 * 4)}, 0},
    {"grid234", "grid", "k_grid", {2, 3, 4}, {32, 1, 1}, 0, 1, {B(24 * 2 * 4)}, 0},
    {"loop64", "grid", "k_loop64", {120, 1, 1}, {256, 1, 1}, 0, 3, {U((1ull << 31) + 10), B(8), B(8)}, 0},
    {"bench", "grid", "k_bench", {1000, 1, 1}, {256, 1, 1}, 0, 1, {B(1000 * 256 * 4)}, 0},
};

static void fill(void *p, const Arg *a) {
    memset(p, 0, a->bytes);
    if (a->init == IOTA_F64)
        for (size_t i = 0; i < a->bytes / 8; i++)
            ((double *)p)[i] = (double)i;
    if (a->init == IOTA15_F64)
        for (size_t i = 0; i < a->bytes / 8; i++)
            ((double *)p)[i] = (double)i * 1.5;
    if (a->init == COUNTERS) {
        struct Counters *c = (struct Counters *)p;
        c->mn = 0x7fffffff; c->mx = (int)0x80000000; c->umn = 0xffffffffu;
        c->llmn = 0x7fffffffffffffffll; c->llmx = (long long)0x8000000000000000ull; c->ullmn = ~0ull;
        c->band = 0xffffffffu; c->iand = -1;
    }
}

static void dump(const char *dir, const Case *c, int i, void *p, size_t n) {
    if (c->mask_exch && i == 0)
        ((struct Counters *)p)->exch = 0;
    if (c->mask_exch && i == 1)
        return; /* which thread saw which value depends on the order */
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%d.bin", dir, c->name, i);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n) {
        perror(path);
        exit(1);
    }
    fclose(f);
}

#ifdef SIM
typedef int (*launch_t)(const char *, void **, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                        unsigned, char *, size_t);
int main(int argc, char **argv) {
    if (argc < 4)
        return 2;
    if (!dlopen(argv[2], RTLD_NOW | RTLD_GLOBAL)) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        const Case *c = &cases[k];
        char path[512];
        snprintf(path, sizeof path, "%s/%s.so", argv[3], c->file);
        void *m = dlopen(path, RTLD_NOW);
        launch_t L = m ? (launch_t)dlsym(m, "__oxacc_sim_launch") : NULL;
        if (!L) {
            fprintf(stderr, "%s: %s\n", path, dlerror());
            return 1;
        }
        void *bufs[4] = {0};
        long long vals[4];
        int ints[4];
        void *args[4];
        for (int i = 0; i < c->nargs; i++) {
            const Arg *a = &c->a[i];
            if (a->kind == BUF) {
                bufs[i] = malloc(a->bytes);
                fill(bufs[i], a);
                args[i] = &bufs[i];
            } else if (a->kind == I32) {
                ints[i] = (int)a->val;
                args[i] = &ints[i];
            } else {
                vals[i] = a->val;
                args[i] = &vals[i];
            }
        }
        char err[4096];
        if (L(c->kernel, args, c->g[0], c->g[1], c->g[2], c->b[0], c->b[1], c->b[2], c->shmem, err, sizeof err)) {
            fprintf(stderr, "%s: %s\n", c->name, err);
            return 1;
        }
        for (int i = 0; i < c->nargs; i++)
            if (c->a[i].kind == BUF) {
                dump(argv[1], c, i, bufs[i], c->a[i].bytes);
                free(bufs[i]);
            }
        printf("%s ok\n", c->name);
    }
    return 0;
}
#else
#define CK(x)                                                                                    \
    do {                                                                                         \
        CUresult r_ = (x);                                                                       \
        if (r_ != CUDA_SUCCESS) {                                                                \
            const char *s_ = "?";                                                                \
            cuGetErrorString(r_, &s_);                                                           \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, s_);                      \
            exit(1);                                                                             \
        }                                                                                        \
    } while (0)
int main(int argc, char **argv) {
    if (argc < 3)
        return 2;
    CUdevice dev;
    CUcontext ctx;
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        const Case *c = &cases[k];
        char path[512];
        snprintf(path, sizeof path, "%s/%s.cubin", argv[2], c->file);
        CUmodule mod;
        CUfunction fn;
        CK(cuModuleLoad(&mod, path));
        CK(cuModuleGetFunction(&fn, mod, c->kernel));
        if (c->shmem > 48 * 1024)
            CK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, c->shmem));
        CUdeviceptr dbufs[4] = {0};
        void *hbufs[4] = {0};
        long long vals[4];
        int ints[4];
        void *args[4];
        for (int i = 0; i < c->nargs; i++) {
            const Arg *a = &c->a[i];
            if (a->kind == BUF) {
                hbufs[i] = malloc(a->bytes);
                fill(hbufs[i], a);
                CK(cuMemAlloc(&dbufs[i], a->bytes));
                CK(cuMemcpyHtoD(dbufs[i], hbufs[i], a->bytes));
                args[i] = &dbufs[i];
            } else if (a->kind == I32) {
                ints[i] = (int)a->val;
                args[i] = &ints[i];
            } else {
                vals[i] = a->val;
                args[i] = &vals[i];
            }
        }
        CK(cuLaunchKernel(fn, c->g[0], c->g[1], c->g[2], c->b[0], c->b[1], c->b[2], c->shmem, 0, args, 0));
        CK(cuCtxSynchronize());
        for (int i = 0; i < c->nargs; i++)
            if (c->a[i].kind == BUF) {
                CK(cuMemcpyDtoH(hbufs[i], dbufs[i], c->a[i].bytes));
                dump(argv[1], c, i, hbufs[i], c->a[i].bytes);
                CK(cuMemFree(dbufs[i]));
                free(hbufs[i]);
            }
        CK(cuModuleUnload(mod));
        printf("%s ok\n", c->name);
    }
    return 0;
}
#endif
