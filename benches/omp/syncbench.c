/* syncbench.c -- overheads of OpenMP constructs in the manner of the EPCC OpenMP
 * micro-benchmarks (syncbench and schedbench, J. M. Bull et al.): each test repeats a
 * construct wrapped around a fixed delay `innerreps` times; the overhead of the construct is
 * (test time - reference time) / innerreps, where the reference runs the same delays without
 * the construct. The same source is built by `oxacc -fopenmp` and by `gcc -fopenmp`
 * (libgomp); scripts/bench-omp.sh prints both and their ratio.
 *
 * Method (each point is a cure for a way the numbers went wrong, 2026-11-25):
 * - delay() is never inlined (noinline, noclone): every test and its reference run the very
 *   same machine code for the delay, in both builds. Inlined, each loop got its own copy of
 *   the delay loop, whose speed depended on its alignment: 20-30 ns per call between sites,
 *   i.e. +-3 us per 128-iteration loop, swamping the schedule overheads (libgomp's came out
 *   negative, oxacc's 3 us "too slow" at 1 thread, neither real).
 * - The delay is a loop of a few iterations (16 dependent adds each), not of ~100 one-add
 *   iterations: the exit of a 100-iteration loop is a branch mispredict per call whose cost
 *   depended on where the calling loop lay (4 ns per call, 0.5 us per 128-iteration loop,
 *   between two identical sequential loops on the 2-core AMD VM); with a few iterations the
 *   predictor gets every exit right and two identical loops agree to 0.01 us.
 * - One delay length for both builds: SYNCBENCH_DELAYLENGTH (run.sh takes it once from
 *   `syncbench --calibrate`); else calibrated here by a linear fit, not by doubling (which
 *   could land the two builds on lengths a factor 2 apart).
 * - schedbench as EPCC: the test is a `for` of ITERS_PER_THREAD * nthreads iterations, each one
 *   delay, under the schedule; the reference is ITERS_PER_THREAD delays on one thread, outside
 *   any parallel region; overhead per loop = test - reference.
 * - Test and reference measurements alternate (test, reference, test, ...; SYNCBENCH_OUTER
 *   pairs), so that a drift of the machine's speed or load hits both alike.
 *
 * Output: one line per test, "name best median spread", in microseconds per repetition:
 * best = min(test) - min(reference) (interference only ever adds time, so the minimum is the
 * stable statistic on a quiet machine), median = median(test) - median(reference) (steadier
 * when every measurement is disturbed, as on a loaded machine), spread = the interquartile
 * range of the test's measurements (the noise a difference must stand out of).
 * Environment: OMP_NUM_THREADS; SYNCBENCH_TARGET_US (time per measurement, default 1000);
 * SYNCBENCH_OUTER (measurement pairs per test, default 21); SYNCBENCH_DELAY_US (default 0.1);
 * SYNCBENCH_DELAYLENGTH (delay loop length; overrides SYNCBENCH_DELAY_US).
 * `syncbench --calibrate` prints the delay length for SYNCBENCH_DELAY_US and exits; any other
 * argument runs only the tests whose name contains it.
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

/* Never inlined, and a short loop of long bodies: see the header. Sixteen dependent adds per
 * iteration (no -ffast-math: gcc keeps them in order), so that a delay of 0.1 us is a loop of
 * a few iterations whose exit the branch predictor gets right. */
__attribute__((noinline, noclone)) static void delay(int n) {
    double a = 0.0;
    for (int i = 0; i < n; i++) {
        double x = i;
        a += x; a += x; a += x; a += x; a += x; a += x; a += x; a += x;
        a += x; a += x; a += x; a += x; a += x; a += x; a += x; a += x;
    }
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

/* schedbench: a loop of ITERS_PER_THREAD iterations per thread under each schedule; the
 * reference is one thread's share of it, run sequentially (EPCC's schedbench `refer`). */
#define ITERS_PER_THREAD 128
static int sched_chunk;

static void refer_sched(void) {
    for (int j = 0; j < innerreps; j++)
        for (int i = 0; i < ITERS_PER_THREAD; i++) delay(delaylength);
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

#define MAX_OUTER 101

static void run(const char *name, test_fn test, test_fn ref) {
    double t[MAX_OUTER], r[MAX_OUTER];
    int n = outerreps > MAX_OUTER ? MAX_OUTER : outerreps;
    calibrate(test);
    for (int k = 0; k < n; k++) {
        t[k] = time_of(test) * 1e6 / innerreps;
        r[k] = time_of(ref) * 1e6 / innerreps;
    }
    qsort(t, n, sizeof t[0], cmp_double);
    qsort(r, n, sizeof r[0], cmp_double);
    printf("%-18s %10.4f %10.4f %10.4f\n", name, t[0] - r[0], t[n / 2] - r[n / 2],
           t[(3 * n) / 4] - t[n / 4]);
    fflush(stdout);
}

/* delaylength for about delay_us per delay() call: the fastest of a few timings of a long
 * run (the delay is linear in its length), as EPCC's getdelaylengthfromtime. */
static int delay_length_for(double delay_us) {
    const int probe = 1000, calls = 2000;
    double best = 1e30;
    for (int k = 0; k < 5; k++) {
        double t0 = omp_get_wtime();
        for (int i = 0; i < calls; i++) delay(probe);
        double per = (omp_get_wtime() - t0) * 1e6 / calls;
        if (per < best) best = per;
    }
    double len = delay_us / best * probe;
    if (len < 1) len = 1;
    if (len > 1 << 24) len = 1 << 24;
    return (int)len;
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
    if ((e = getenv("SYNCBENCH_DELAYLENGTH")) && atoi(e) > 0)
        delaylength = atoi(e);
    else
        delaylength = delay_length_for(delay_us);
    if (only && strcmp(only, "--calibrate") == 0) {
        printf("%d\n", delaylength);
        return 0;
    }
    fprintf(stderr, "syncbench: %d threads, delaylength %d\n", nthreads, delaylength);
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
