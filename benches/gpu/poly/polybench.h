/* benches/gpu/poly/polybench.h -- what every PolyBench-style OpenACC program shares
 * (scripts/bench-poly.sh, docs/bench-poly.md).
 *
 * The kernels are PolyBench 4.2's, written in OpenACC C the way users write them: the
 * arrays are C99 2-D/3-D arrays (`double (*A)[N]` allocated on the heap, PolyBench's
 * POLYBENCH_2D_ARRAY_DECL), a `#pragma acc data copyin/copy` around the compute constructs
 * in the kernel function, `parallel loop` / `kernels loop` with `collapse` or `gang`/`vector`
 * as PolyBench/ACC writes them. double precision (PolyBench's default DATA_TYPE).
 *
 * Every program (no arguments; -DSMALL at compile time picks sizes for a correctness run in
 * seconds on the emulated device or the host):
 *   1. init + kernel(): the warm-up run (data region + kernels), whose result is checked
 *      against a plain C version of the kernel run on the host (all of it, or sampled rows
 *      where the full reference would take seconds): relative tolerance on the max error.
 *   2. "total": POLY_REPS runs of kernel() from fresh inputs, clock_gettime around the whole
 *      data region (transfers included); the median.
 *   3. "kernels": inside an enclosing `acc data` that holds every array, POLY_REPS runs of
 *      kernel() (its data construct then finds everything present and moves nothing),
 *      inputs re-initialised and `acc update device`d before each run outside the timer,
 *      clock_gettime around kernel() + acc_wait_all(); the median.
 *   Printed: one line `name total_ms kernels_ms ok|FAIL` (stdout); mismatches on stderr.
 *   Exit status 0 when the result is right, 1 when not. */
#ifndef OXACC_POLYBENCH_H
#define OXACC_POLYBENCH_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <openacc.h>

#if defined(SMALL) && defined(POLY_SCALE)
/* -DSMALL -DPOLY_SCALE=k: the small sizes times k (an emul run with many blocks a kernel) */
#define PB(full, small) ((small) * (POLY_SCALE))
#elif defined(SMALL)
#define PB(full, small) (small)
#else
#define PB(full, small) (full)
#endif
#define POLY_REPS 5

static double pb_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void *pb_alloc(size_t bytes) {
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
        exit(2);
    }
    return p;
}

/* Deterministic inputs (PolyBench's init_array style, but cheap and well conditioned):
 * value in [-1, 1) from (array id, i, j). */
static double pb_val(int id, long i, long j) {
    unsigned long long z = (unsigned long long)id * 0x9E3779B97F4A7C15ull + (unsigned long long)i * 0xBF58476D1CE4E5B9ull +
                           (unsigned long long)j * 0x94D049BB133111EBull + 1;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return -1.0 + 2.0 * (double)(z >> 11) * (1.0 / 9007199254740992.0);
}

/* Max |got - want| relative to max |want| (a NaN anywhere fails). */
static int pb_check(const char *what, const double *got, const double *want, long n, double rtol) {
    double maxw = 0, maxe = 0;
    long bad = -1;
    for (long i = 0; i < n; i++) {
        double e = fabs(got[i] - want[i]);
        if (!(e == e) || !(got[i] == got[i])) {
            bad = i;
            maxe = INFINITY;
            break;
        }
        if (fabs(want[i]) > maxw) maxw = fabs(want[i]);
        if (e > maxe) {
            maxe = e;
            bad = i;
        }
    }
    double rel = maxe / (maxw > 0 ? maxw : 1);
    if (!(rel <= rtol)) {
        fprintf(stderr, "%s: max relative error %.3g > %.3g (element %ld: got %.17g, want %.17g)\n", what, rel, rtol,
                bad, bad >= 0 ? got[bad] : 0.0, bad >= 0 ? want[bad] : 0.0);
        return 0;
    }
    return 1;
}

static int pb_cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static double pb_median(double *t, int n) {
    qsort(t, (size_t)n, sizeof *t, pb_cmp);
    return n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
}

/* Times `kernel` POLY_REPS times, `upload` (host init + `acc update device`) before each run,
 * outside the timer. Called inside the program's enclosing data construct. */
static void pb_time_kernels(double *t, void (*upload)(void), void (*kernel)(void)) {
    for (int r = 0; r < POLY_REPS; r++) {
        upload();
        double t0 = pb_now();
        kernel();
        acc_wait_all();
        t[r] = pb_now() - t0;
    }
}

/* The whole run (see the top of this file); returns main's exit status. */
static int pb_main(const char *name, void (*init)(void), void (*kernel)(void), void (*kernels_only)(double *),
                   int (*check)(void)) {
    double tt[POLY_REPS], tk[POLY_REPS];
    init();
    kernel();
    int ok = check();
    for (int r = 0; r < POLY_REPS; r++) {
        init();
        double t0 = pb_now();
        kernel();
        tt[r] = pb_now() - t0;
    }
    kernels_only(tk);
    printf("%s %.3f %.3f %s\n", name, pb_median(tt, POLY_REPS) * 1e3, pb_median(tk, POLY_REPS) * 1e3,
           ok ? "ok" : "FAIL");
    fflush(stdout);
    return ok ? 0 : 1;
}

/* Rows checked where the full host reference would be slow: POLY_CHECK_ROWS rows spread over
 * [0, n), the first and the last included. */
#define POLY_CHECK_ROWS 8
static long pb_row(int s, long n) {
    return n <= POLY_CHECK_ROWS ? (s < n ? s : n - 1) : (long)s * (n - 1) / (POLY_CHECK_ROWS - 1);
}

#endif
