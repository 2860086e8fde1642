/* benches/gpu/bench.h -- what every GPU benchmark program shares (scripts/bench-gpu.sh):
 * the problem sizes, the command line, inputs drawn from a seed, the median timer and the
 * output file. C99 and C++ (the hand-written CUDA versions include it too), host code only.
 *
 * Every program: `prog [--small] SEED OUTFILE`.
 *   1. Check run: fresh inputs from SEED, pure outputs poisoned with NaN, one run with the
 *      transfers, outputs written to OUTFILE (bench-gpu-ref compares them with a float64
 *      reference computed on the CPU, and the implementations with each other).
 *   2. "total": data transfers + kernels (the OpenACC data construct / cudaMalloc, cudaMemcpy
 *      from pageable host memory, kernels, cudaMemcpy back, cudaFree), 2 warm-up runs, then
 *      the median of BENCH_REPS timed runs.
 *   3. "kernels": data already on the device; the compute constructs (kernels) alone, same
 *      warm-up and median.
 * Lines printed: "RESULT <bench> <impl> <total|kernels> <median ms> <min ms> <max ms>".
 * --small: sizes for the correctness run of CI (tests/bench_programs.rs): seconds on emul. */
#ifndef OXACC_BENCH_GPU_H
#define OXACC_BENCH_GPU_H
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef BENCH_IMPL
#define BENCH_IMPL "acc"
#endif
#define BENCH_REPS 10
#define BENCH_WARMUP 2

/* Problem sizes (full / --small). */
struct bench_sizes {
    long n_vec;            /* saxpy (float), dot (double) */
    int jac_n, jac_steps;  /* 2-D Jacobi, double, steps even */
    int mm_n;              /* matmul n^3, float */
    int st_n, st_steps;    /* 3-D 7-point stencil, float, steps even */
    int gv_n;              /* gemver, float */
    int ax_m, ax_n;        /* atax: A is m x n, float */
    int mm2_i, mm2_j, mm2_k, mm2_l; /* 2mm: A ixk, B kxj, C jxl, D ixl, float */
    long hist_n;           /* histogram keys */
    int hist_bins;
};

static inline struct bench_sizes bench_sizes(int small) {
    struct bench_sizes s;
    if (small) {
        s.n_vec = 1003; s.jac_n = 46; s.jac_steps = 4; s.mm_n = 67; s.st_n = 22; s.st_steps = 4;
        s.gv_n = 53; s.ax_m = 41; s.ax_n = 57; s.mm2_i = 31; s.mm2_j = 35; s.mm2_k = 37; s.mm2_l = 43;
        s.hist_n = 10007; s.hist_bins = 256;
    } else {
        s.n_vec = 1L << 26; s.jac_n = 4096; s.jac_steps = 200; s.mm_n = 2048; s.st_n = 512;
        s.st_steps = 20; s.gv_n = 8192; s.ax_m = 8192; s.ax_n = 8192; s.mm2_i = s.mm2_j = s.mm2_k =
        s.mm2_l = 2048; s.hist_n = 1L << 26; s.hist_bins = 256;
    }
    return s;
}

struct bench_opts {
    int small;
    uint64_t seed;
    const char *out;
};

static inline struct bench_opts bench_args(int argc, char **argv) {
    struct bench_opts o = {0, 1, NULL};
    int i = 1;
    if (i < argc && strcmp(argv[i], "--small") == 0) { o.small = 1; i++; }
    if (i + 2 != argc) {
        fprintf(stderr, "usage: %s [--small] SEED OUTFILE\n", argv[0]);
        exit(2);
    }
    o.seed = strtoull(argv[i], NULL, 10);
    o.out = argv[i + 1];
    return o;
}

/* Input value `i` of array `id`: a hash of (seed, id, i), so every program (C or C++, any
 * order) draws the same inputs, and a new seed gives new ones. */
static inline uint64_t bench_hash(uint64_t seed, uint64_t id, uint64_t i) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + (id << 40) + i + 1;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
/* Uniform in [lo, hi). */
static inline double bench_uniform(uint64_t seed, uint64_t id, uint64_t i, double lo, double hi) {
    return lo + (hi - lo) * (double)(bench_hash(seed, id, i) >> 11) * (1.0 / 9007199254740992.0);
}
static inline void bench_fill_f(float *a, long n, uint64_t seed, uint64_t id, double lo, double hi) {
    for (long i = 0; i < n; i++) a[i] = (float)bench_uniform(seed, id, (uint64_t)i, lo, hi);
}
static inline void bench_fill_d(double *a, long n, uint64_t seed, uint64_t id, double lo, double hi) {
    for (long i = 0; i < n; i++) a[i] = bench_uniform(seed, id, (uint64_t)i, lo, hi);
}
static inline void bench_poison_f(float *a, long n) {
    for (long i = 0; i < n; i++) a[i] = NAN;
}
static inline void bench_poison_d(double *a, long n) {
    for (long i = 0; i < n; i++) a[i] = NAN;
}

static inline double bench_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int bench_cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Prints the RESULT line of `reps` times (seconds): median, min, max in ms. */
static inline void bench_report(const char *bench, const char *mode, double *t, int reps) {
    qsort(t, (size_t)reps, sizeof *t, bench_cmp_double);
    double med = reps % 2 ? t[reps / 2] : 0.5 * (t[reps / 2 - 1] + t[reps / 2]);
    printf("RESULT %s %s %s %.4f %.4f %.4f\n", bench, BENCH_IMPL, mode, med * 1e3, t[0] * 1e3,
           t[reps - 1] * 1e3);
    fflush(stdout);
}

/* Times `body` (a synchronous statement: it returns when the device is done): warm-up runs,
 * then the median of BENCH_REPS (1 of each under --small: CI checks, it does not time). */
#define BENCH_TIME(bench, mode, small, body)                                                     \
    do {                                                                                       \
        double t_[BENCH_REPS];                                                                 \
        int reps_ = (small) ? 1 : BENCH_REPS;                                                  \
        for (int w_ = 0; w_ < ((small) ? 0 : BENCH_WARMUP); w_++) { body; }                    \
        for (int r_ = 0; r_ < reps_; r_++) {                                                   \
            double t0_ = bench_now();                                                          \
            body;                                                                              \
            t_[r_] = bench_now() - t0_;                                                        \
        }                                                                                      \
        bench_report(bench, mode, t_, reps_);                                                  \
    } while (0)

/* Output file: the output arrays, one after the other, raw. */
static inline FILE *bench_out_open(const char *path) {
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    return f;
}
static inline void bench_out_write(FILE *f, const void *p, size_t bytes) {
    if (fwrite(p, 1, bytes, f) != bytes) {
        perror("write");
        exit(1);
    }
}
static inline void bench_out_close(FILE *f) {
    if (fclose(f) != 0) {
        perror("close");
        exit(1);
    }
}

static inline void *bench_alloc(size_t bytes) {
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
        exit(1);
    }
    return p;
}

/* Array ids for bench_fill_*: one per input array, the same in every implementation. */
enum { ID_X = 1, ID_Y, ID_A, ID_B, ID_C, ID_D, ID_U1, ID_V1, ID_U2, ID_V2, ID_W, ID_Z, ID_KEYS };
#define BENCH_ALPHA 1.5f
#define BENCH_BETA 1.2f

#endif
