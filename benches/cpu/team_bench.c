/* benches/cpu/team_bench.c -- EPCC-style synchronisation overheads (scripts/bench-cpu-team.sh):
 * the cost of an empty parallel region and of a barrier, oxacc's CPU team (built with cc against
 * liboxacc_rt: __oxacc_run_team and __oxacc_team_barrier, what `#pragma acc parallel` runs on
 * the host) against libgomp (the same file built with gcc -fopenmp: `#pragma omp parallel`,
 * `#pragma omp barrier`). As EPCC's syncbench: each test runs INNER repetitions of
 * (region or barrier around delay(DELAY)); overhead = (test time - INNER * delay time) / INNER;
 * OUTER such measurements, the median and the spread printed, in microseconds.
 * Also `jacobi`: the 2048^2 Jacobi step of benches/cpu/kernels.h (a 64 MB working set) with the
 * CPU and last-level-cache domain of each thread, to show where the threads ran.
 * Threads: ACC_NUM_CORES (oxacc) / OMP_NUM_THREADS (gcc). Usage: team_bench [test...] */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#define IMPL "gcc-openmp"
#else
#include <oxacc_rt.h>
#define IMPL "oxacc"
#endif

enum { OUTER = 21, INNER = 2000, DELAY = 100, NJ = 2048 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* EPCC's delay: a dependent chain the compiler cannot remove. */
static void delay(int n) {
    volatile double a = 0;
    for (int i = 0; i < n; i++) a += i;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int nthreads;

#ifndef _OPENMP
static void region_body(void *ctx, int tid, int n) {
    (void)ctx; (void)tid; (void)n;
    delay(DELAY);
}
static void barrier_body(void *ctx, int tid, int n) {
    (void)ctx; (void)tid; (void)n;
    for (int j = 0; j < INNER; j++) {
        delay(DELAY);
        __oxacc_team_barrier();
    }
}
#endif

static void test_region(void) {
    for (int j = 0; j < INNER; j++) {
#ifdef _OPENMP
#pragma omp parallel
        delay(DELAY);
#else
        __oxacc_run_team(region_body, NULL, 0);
#endif
    }
}

static void test_barrier(void) {
#ifdef _OPENMP
#pragma omp parallel
    for (int j = 0; j < INNER; j++) {
        delay(DELAY);
#pragma omp barrier
    }
#else
    __oxacc_run_team(barrier_body, NULL, 0);
#endif
}

static void reference(void) {
    for (int j = 0; j < INNER; j++) delay(DELAY);
}

static void measure(const char *name, void (*test)(void)) {
    double ref[OUTER], t[OUTER];
    test(); /* warm-up: threads started and spinning */
    for (int k = 0; k < OUTER; k++) {
        double t0 = now();
        reference();
        double t1 = now();
        test();
        double t2 = now();
        ref[k] = t1 - t0;
        t[k] = t2 - t1;
    }
    qsort(ref, OUTER, sizeof *ref, cmp);
    for (int k = 0; k < OUTER; k++) t[k] = (t[k] - ref[OUTER / 2]) / INNER * 1e6;
    qsort(t, OUTER, sizeof *t, cmp);
    printf("%-12s %-10s %3d threads %9.3f us  (min %.3f, max %.3f)\n", name, IMPL, nthreads, t[OUTER / 2], t[0],
           t[OUTER - 1]);
}

/* --- the Jacobi step of benches/cpu/kernels.h, with thread placement --- */
static double (*ja)[NJ], (*jb)[NJ];
static int cpu_of[1024];

static int llc_of(int cpu) {
    char path[128];
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%d/cache/index3/id", cpu);
    FILE *f = fopen(path, "r");
    int id = -1;
    if (f) {
        if (fscanf(f, "%d", &id) != 1) id = -1;
        fclose(f);
    }
    return id;
}

static void jacobi_part(int tid, int n) {
    long tot = NJ - 2, q = tot / n, r = tot % n;
    long b = tid * q + (tid < r ? tid : r), e = b + q + (tid < r);
    if (tid < 1024) cpu_of[tid] = sched_getcpu();
    for (long k = b; k < e; k++) {
        int i = (int)k + 1;
        for (int j = 1; j < NJ - 1; j++) jb[i][j] = 0.25 * (ja[i - 1][j] + ja[i + 1][j] + ja[i][j - 1] + ja[i][j + 1]);
    }
}

#ifndef _OPENMP
static void jacobi_body(void *ctx, int tid, int n) {
    (void)ctx;
    jacobi_part(tid, n);
}
#endif

static void jacobi(void) {
#ifdef _OPENMP
#pragma omp parallel
    jacobi_part(omp_get_thread_num(), omp_get_num_threads());
#else
    __oxacc_run_team(jacobi_body, NULL, 0);
#endif
}

static void measure_jacobi(void) {
    ja = malloc(sizeof(double) * NJ * NJ);
    jb = malloc(sizeof(double) * NJ * NJ);
    for (int i = 0; i < NJ; i++)
        for (int j = 0; j < NJ; j++) { ja[i][j] = (i + j) % 10; jb[i][j] = 0; }
    double t[OUTER];
    jacobi();
    for (int k = 0; k < OUTER; k++) {
        double t0 = now();
        jacobi();
        t[k] = now() - t0;
    }
    qsort(t, OUTER, sizeof *t, cmp);
    printf("%-12s %-10s %3d threads %9.3f ms  (min %.3f, max %.3f)  cpu/L3 of each thread:", "jacobi", IMPL, nthreads,
           t[OUTER / 2] * 1e3, t[0] * 1e3, t[OUTER - 1] * 1e3);
    for (int i = 0; i < nthreads && i < 1024; i++) printf(" %d/%d", cpu_of[i], llc_of(cpu_of[i]));
    printf("  (check %g)\n", jb[NJ / 2][NJ / 3]);
    free(ja);
    free(jb);
}

int main(int argc, char **argv) {
#ifdef _OPENMP
    nthreads = omp_get_max_threads();
#else
    nthreads = __oxacc_team_size();
#endif
    int all = argc < 2;
    for (int i = 1; i < argc || all; i++) {
        const char *w = all ? NULL : argv[i];
        if (all || !strcmp(w, "region")) measure("empty_region", test_region);
        if (all || !strcmp(w, "barrier")) measure("barrier", test_barrier);
        if (all || !strcmp(w, "jacobi")) measure_jacobi();
        if (all) break;
    }
    fflush(stdout);
    return 0;
}
