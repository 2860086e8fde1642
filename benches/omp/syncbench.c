/* syncbench.c -- overheads of OpenMP constructs in the manner of the EPCC OpenMP
 * micro-benchmarks (syncbench and schedbench, J. M. Bull et al.): each test repeats a
 * construct wrapped around a fixed delay `innerreps` times; the overhead of the construct is
 * (test time - reference time) / innerreps, where the reference runs the same delays without
 * the construct. The same source is built by `oxacc -fopenmp` and by `gcc -fopenmp`
 * (libgomp); scripts/bench-omp.sh prints both and their ratio.
 *
 * Output: one line per test, "name overhead_us": the best (smallest) time per repetition of
 * the test over SYNCBENCH_OUTER measurements minus the best of the reference. The best rather
 * than EPCC's mean: on a shared machine, interference only ever adds time, so the minimum is
 * the stable statistic; both runtimes are measured alike.
 * Environment: OMP_NUM_THREADS; SYNCBENCH_TARGET_US (time per measurement, default 1000);
 * SYNCBENCH_OUTER (measurements per test, default 21); SYNCBENCH_DELAY_US (default 0.1).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int delaylength;
static int innerreps;
static int nthreads;
/* The lock word in a 128-byte line pair of its own: beside `innerreps`, `nthreads` and
 * `delaylength`, which every thread reads in its loop, each unlock invalidates their line
 * (false sharing) by an amount that depends on how the linker happened to place them, not on
 * the runtime (until 2026-11-25 the oxacc build had all four in one line, the gcc build not). */
static union {
    omp_lock_t l;
    char line[128];
} lock __attribute__((aligned(128)));
static int outerreps = 21;
static double target_us = 1000;
static volatile double sink;

static void delay(int n) {
    double a = 0.0;
    for (int i = 0; i < n; i++) a += i;
    if (a < 0) sink = a;
}

typedef void (*test_fn)(void);

static void refer(void) {
    for (int j = 0; j < innerreps; j++) delay(delaylength);
}

static void refer_par(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) delay(delaylength);
    }
}

static void test_parallel(void) {
    for (int j = 0; j < innerreps; j++) {
#pragma omp parallel
        delay(delaylength);
    }
}

static void test_for(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp for
            for (int i = 0; i < nthreads; i++) delay(delaylength);
        }
    }
}

static void test_parallel_for(void) {
    for (int j = 0; j < innerreps; j++) {
#pragma omp parallel for
        for (int i = 0; i < nthreads; i++) delay(delaylength);
    }
}

static void test_barrier(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
            delay(delaylength);
#pragma omp barrier
        }
    }
}

static void test_single(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp single
            delay(delaylength);
        }
    }
}

static void test_critical(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps / nthreads; j++) {
#pragma omp critical
            delay(delaylength);
        }
    }
}

static void test_lock(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps / nthreads; j++) {
            omp_set_lock(&lock.l);
            delay(delaylength);
            omp_unset_lock(&lock.l);
        }
    }
}

static double atom_result;

static void refer_atomic(void) {
    double aaaa = 0.0, b = 1.0, c = 1.0;
    for (int j = 0; j < innerreps; j++) {
        aaaa += b;
        b *= c;
    }
    atom_result = aaaa;
}

static void test_atomic(void) {
    double aaaa = 0.0, b = 1.0, c = 1.0;
#pragma omp parallel firstprivate(b)
    {
        for (int j = 0; j < innerreps / nthreads; j++) {
#pragma omp atomic
            aaaa += b;
            b *= c;
        }
    }
    atom_result = aaaa;
}

static int red_result;

static void test_reduction(void) {
    int aaaa = 0;
    for (int j = 0; j < innerreps; j++) {
#pragma omp parallel reduction(+: aaaa)
        {
            delay(delaylength);
            aaaa += 1;
        }
    }
    red_result = aaaa;
}

/* schedbench: a loop of ITERS_PER_THREAD iterations per thread under each schedule. */
#define ITERS_PER_THREAD 128
static int sched_chunk;

static void refer_sched(void) {
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++)
            for (int i = 0; i < ITERS_PER_THREAD; i++) delay(delaylength);
    }
}

static void test_static(void) {
    int n = ITERS_PER_THREAD * nthreads;
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp for schedule(static)
            for (int i = 0; i < n; i++) delay(delaylength);
        }
    }
}

static void test_static_n(void) {
    int n = ITERS_PER_THREAD * nthreads;
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp for schedule(static, sched_chunk)
            for (int i = 0; i < n; i++) delay(delaylength);
        }
    }
}

static void test_dynamic_n(void) {
    int n = ITERS_PER_THREAD * nthreads;
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp for schedule(dynamic, sched_chunk)
            for (int i = 0; i < n; i++) delay(delaylength);
        }
    }
}

static void test_guided_n(void) {
    int n = ITERS_PER_THREAD * nthreads;
#pragma omp parallel
    {
        for (int j = 0; j < innerreps; j++) {
#pragma omp for schedule(guided, sched_chunk)
            for (int i = 0; i < n; i++) delay(delaylength);
        }
    }
}

static double time_of(test_fn f) {
    double t0 = omp_get_wtime();
    f();
    return omp_get_wtime() - t0;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* EPCC's getinnerreps: double innerreps until one run takes target_us. */
static void calibrate(test_fn f) {
    innerreps = 10;
    for (;;) {
        double t = time_of(f) * 1e6;
        if (t >= target_us || innerreps > 1 << 28) break;
        innerreps *= 2;
    }
}

static double best_us_per_rep(test_fn f) {
    double v[101];
    int n = outerreps > 101 ? 101 : outerreps;
    for (int k = 0; k < n; k++) v[k] = time_of(f) * 1e6 / innerreps;
    qsort(v, n, sizeof v[0], cmp_double);
    return v[0];
}

static void run(const char *name, test_fn test, test_fn ref) {
    calibrate(test);
    double t = best_us_per_rep(test);
    double r = best_us_per_rep(ref);
    printf("%-18s %10.4f\n", name, t - r);
    fflush(stdout);
}

int main(int argc, char **argv) {
    const char *only = argc > 1 ? argv[1] : NULL;
    const char *e;
    double delay_us = 0.1;
    if ((e = getenv("SYNCBENCH_TARGET_US"))) target_us = atof(e);
    if ((e = getenv("SYNCBENCH_OUTER"))) outerreps = atoi(e);
    if ((e = getenv("SYNCBENCH_DELAY_US"))) delay_us = atof(e);
    if (outerreps < 1) outerreps = 1;
#pragma omp parallel
    {
#pragma omp master
        nthreads = omp_get_num_threads();
    }
    /* delaylength giving about delay_us per delay() call */
    delaylength = 1;
    for (;;) {
        double t0 = omp_get_wtime();
        for (int i = 0; i < 1000; i++) delay(delaylength);
        double per = (omp_get_wtime() - t0) * 1e6 / 1000;
        if (per >= delay_us || delaylength > 1 << 24) break;
        delaylength *= 2;
    }
    omp_init_lock(&lock.l);
    struct { const char *name; test_fn test, ref; int chunk; } tests[] = {
        {"parallel", test_parallel, refer, 0},
        {"for", test_for, refer_par, 0},
        {"parallel_for", test_parallel_for, refer, 0},
        {"barrier", test_barrier, refer_par, 0},
        {"single", test_single, refer_par, 0},
        {"critical", test_critical, refer, 0},
        {"lock", test_lock, refer, 0},
        {"atomic", test_atomic, refer_atomic, 0},
        {"reduction", test_reduction, refer, 0},
        {"static", test_static, refer_sched, 0},
        {"static_1", test_static_n, refer_sched, 1},
        {"static_8", test_static_n, refer_sched, 8},
        {"dynamic_1", test_dynamic_n, refer_sched, 1},
        {"dynamic_8", test_dynamic_n, refer_sched, 8},
        {"dynamic_32", test_dynamic_n, refer_sched, 32},
        {"guided_1", test_guided_n, refer_sched, 1},
        {"guided_8", test_guided_n, refer_sched, 8},
    };
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (only && !strstr(tests[i].name, only)) continue;
        sched_chunk = tests[i].chunk;
        run(tests[i].name, tests[i].test, tests[i].ref);
    }
    omp_destroy_lock(&lock.l);
    if (atom_result < 0 || red_result < 0) return 1;
    return 0;
}
