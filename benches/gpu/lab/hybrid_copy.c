/* One copy of a large pageable host array to or from the device (issue 10, Deliver 3: 90 % of
 * pinned speed from 64 MiB), by every path worth trying, side by side in one run:
 *
 *   pinned    cuMemcpy from cuMemHostAlloc memory (the reference: 100 %)
 *   driver    cuMemcpy from the pageable array (the CUDA driver's own staging)
 *   staging   oxacc's scheme: CPU threads fill a ring of pinned 4 MiB buffers, the DMA engine
 *             moves the previous one (three passes over host memory for one copy)
 *   register  cuMemHostRegister of the array in place, DMA, cuMemHostUnregister
 *   hybrid r  the first fraction r registered in place and moved by DMA on one stream while the
 *             rest stages on another: registration pins pages (kernel work, no data pass) and
 *             staging copies data (memory bandwidth), so the two could overlap up to the link's
 *             rate. `xN`: N threads register N parts of the fraction at once.
 *
 * Build on the GPU machine: gcc -O2 -fopenmp -I/usr/local/cuda/include hybrid_copy.c -lcuda
 * Run: ./a.out [MiB ...] (default 64 256). Prints GB/s (median, min-max of 7) and % of pinned. */
#define _GNU_SOURCE
#include <cuda.h>
#include <omp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define CK(x)                                                                                  \
    do {                                                                                       \
        CUresult r_ = (x);                                                                     \
        if (r_ != CUDA_SUCCESS) {                                                              \
            const char *s_ = "?";                                                              \
            cuGetErrorString(r_, &s_);                                                         \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, s_);                    \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

enum { REPS = 7, NB = 8, CHUNK = 4 << 20, PAGE = 4096, FILL_THREADS = 8 };

static CUcontext ctx;
static CUstream sa, sb;
static char *pinned, *ring[NB];
static CUevent ev[NB];

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void par_copy(char *dst, const char *src, size_t n) {
#pragma omp parallel num_threads(FILL_THREADS)
    {
        int t = omp_get_thread_num(), k = omp_get_num_threads();
        size_t per = (n / k + 63) & ~(size_t)63, lo = per * t;
        if (lo < n) memcpy(dst + lo, src + lo, (lo + per > n ? n : lo + per) - lo);
    }
}

/* Staged copy of [host, host+n) <-> dev on stream s. */
static void staged(int h2d, char *host, CUdeviceptr dev, size_t n, CUstream s) {
    size_t nch = (n + CHUNK - 1) / CHUNK;
    if (h2d) {
        for (size_t k = 0; k < nch; k++) {
            size_t off = k * CHUNK, len = n - off < CHUNK ? n - off : CHUNK;
            int b = k % NB;
            if (k >= NB) CK(cuEventSynchronize(ev[b]));
            par_copy(ring[b], host + off, len);
            CK(cuMemcpyHtoDAsync(dev + off, ring[b], len, s));
            CK(cuEventRecord(ev[b], s));
        }
    } else {
        size_t issued = 0;
        for (size_t k = 0; k < nch; k++) {
            while (issued < nch && issued < k + NB) {
                size_t off = issued * CHUNK, len = n - off < CHUNK ? n - off : CHUNK;
                CK(cuMemcpyDtoHAsync(ring[issued % NB], dev + off, len, s));
                CK(cuEventRecord(ev[issued % NB], s));
                issued++;
            }
            size_t off = k * CHUNK, len = n - off < CHUNK ? n - off : CHUNK;
            CK(cuEventSynchronize(ev[k % NB]));
            par_copy(host + off, ring[k % NB], len);
        }
    }
    CK(cuStreamSynchronize(s));
}

struct part {
    int h2d;
    char *host;
    CUdeviceptr dev;
    size_t n;
    CUstream s;
    double reg, unreg; /* seconds */
};

/* Registers [host, host+n) (page-aligned), moves it by DMA on p->s, unregisters it. */
static void *in_place(void *arg) {
    struct part *p = arg;
    CK(cuCtxSetCurrent(ctx));
    double t0 = now();
    CK(cuMemHostRegister(p->host, p->n, CU_MEMHOSTREGISTER_PORTABLE));
    double t1 = now();
    if (p->h2d) CK(cuMemcpyHtoDAsync(p->dev, p->host, p->n, p->s));
    else CK(cuMemcpyDtoHAsync(p->host, p->dev, p->n, p->s));
    CK(cuStreamSynchronize(p->s));
    double t2 = now();
    CK(cuMemHostUnregister(p->host));
    p->reg = t1 - t0;
    p->unreg = now() - t2;
    return NULL;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* method: 0 pinned, 1 driver, 2 staging, 3 register, 4 hybrid(r, rt threads) */
static double once(int method, int h2d, char *host, CUdeviceptr dev, size_t n, double r, int rt,
                   double *reg, double *unreg) {
    CK(cuCtxSynchronize());
    double t0 = now();
    if (method == 0 || method == 1) {
        char *src = method == 0 ? pinned : host;
        if (h2d) CK(cuMemcpyHtoD(dev, src, n));
        else CK(cuMemcpyDtoH(src, dev, n));
    } else if (method == 2) {
        staged(h2d, host, dev, n, sa);
    } else {
        size_t rb = method == 3 ? n : ((size_t)(n * r) / PAGE / rt) * PAGE * rt;
        size_t per = rb / rt;
        struct part parts[16];
        pthread_t th[16];
        CUstream ss[16];
        for (int t = 0; t < rt; t++) {
            ss[t] = t == 0 ? sb : NULL;
            if (t > 0) CK(cuStreamCreate(&ss[t], CU_STREAM_NON_BLOCKING));
            parts[t] = (struct part){h2d, host + t * per, dev + t * per, per, ss[t], 0, 0};
            pthread_create(&th[t], NULL, in_place, &parts[t]);
        }
        if (rb < n) staged(h2d, host + rb, dev + rb, n - rb, sa);
        *reg = *unreg = 0;
        for (int t = 0; t < rt; t++) {
            pthread_join(th[t], NULL);
            if (parts[t].reg > *reg) *reg = parts[t].reg;
            if (parts[t].unreg > *unreg) *unreg = parts[t].unreg;
            if (t > 0) CK(cuStreamDestroy(ss[t]));
        }
    }
    CK(cuCtxSynchronize());
    return now() - t0;
}

int main(int argc, char **argv) {
    size_t sizes[8] = {64, 256};
    int ns = 2;
    if (argc > 1) {
        ns = 0;
        for (int i = 1; i < argc && ns < 8; i++) sizes[ns++] = strtoul(argv[i], 0, 10);
    }
    CK(cuInit(0));
    CUdevice d;
    CK(cuDeviceGet(&d, 0));
    CK(cuDevicePrimaryCtxRetain(&ctx, d));
    CK(cuCtxSetCurrent(ctx));
    CK(cuStreamCreate(&sa, CU_STREAM_NON_BLOCKING));
    CK(cuStreamCreate(&sb, CU_STREAM_NON_BLOCKING));
    for (int b = 0; b < NB; b++) {
        CK(cuMemHostAlloc((void **)&ring[b], CHUNK, 0));
        CK(cuEventCreate(&ev[b], CU_EVENT_DISABLE_TIMING));
    }
    FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    char thp[128] = "?";
    if (f) {
        if (!fgets(thp, sizeof thp, f)) strcpy(thp, "?");
        fclose(f);
        thp[strcspn(thp, "\n")] = 0;
    }
    printf("transparent huge pages: %s; %d fill threads, %d x %d MiB ring; GB/s median (min-max) of %d\n",
           thp, FILL_THREADS, NB, CHUNK >> 20, REPS);
    struct {
        const char *name;
        int method;
        double r;
        int rt;
    } ms[] = {{"pinned", 0, 0, 0},        {"driver", 1, 0, 0},        {"staging", 2, 0, 0},
              {"register", 3, 1, 1},      {"hybrid 0.15", 4, 0.15, 1}, {"hybrid 0.25", 4, 0.25, 1},
              {"hybrid 0.35", 4, 0.35, 1}, {"hybrid 0.25 x4", 4, 0.25, 4},
              {"hybrid 0.40 x4", 4, 0.40, 4}};
    int nm = sizeof ms / sizeof ms[0];
    for (int si = 0; si < ns; si++) {
        size_t n = sizes[si] << 20;
        for (int hp = 0; hp < 2; hp++) {
            char *host = aligned_alloc(1 << 21, n);
            madvise(host, n, hp ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
            memset(host, 1, n);
            CK(cuMemHostAlloc((void **)&pinned, n, 0));
            memset(pinned, 1, n);
            CUdeviceptr dev;
            CK(cuMemAlloc(&dev, n));
            for (int h2d = 1; h2d >= 0; h2d--) {
                double pin_med = 0;
                for (int m = 0; m < nm; m++) {
                    double t[REPS], rg[REPS], ur[REPS];
                    once(ms[m].method, h2d, host, dev, n, ms[m].r, ms[m].rt, &rg[0], &ur[0]);
                    for (int k = 0; k < REPS; k++) {
                        rg[k] = ur[k] = 0;
                        t[k] = once(ms[m].method, h2d, host, dev, n, ms[m].r, ms[m].rt, &rg[k], &ur[k]);
                    }
                    qsort(t, REPS, sizeof t[0], cmp);
                    qsort(rg, REPS, sizeof rg[0], cmp);
                    qsort(ur, REPS, sizeof ur[0], cmp);
                    double med = n / t[REPS / 2] / 1e9;
                    if (m == 0) pin_med = med;
                    printf("%4zu MiB %s %s %-15s %6.1f (%5.1f-%5.1f) GB/s %4.0f %%", sizes[si],
                           hp ? "huge " : "small", h2d ? "H2D" : "D2H", ms[m].name, med,
                           n / t[REPS - 1] / 1e9, n / t[0] / 1e9, 100 * med / pin_med);
                    if (ms[m].method >= 3) {
                        double rb = ms[m].method == 3 ? n : n * ms[m].r;
                        printf("  register %.1f GB/s, unregister %.1f GB/s", rb / rg[REPS / 2] / 1e9,
                               rb / ur[REPS / 2] / 1e9);
                    }
                    printf("\n");
                    fflush(stdout);
                }
            }
            CK(cuMemFree(dev));
            CK(cuMemFreeHost(pinned));
            free(host);
        }
    }
    return 0;
}
