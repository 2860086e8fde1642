/* Launch overhead of the profiling interface (issue 11): ROUNDS rounds of N (default 100,000)
 * launches of a 1-element `parallel loop` on present data, as oxacc generates it (region
 * phases, data enter/exit, the launch). Prints the best and median round in ns per launch.
 * scripts/bench-prof.sh runs it with no tool, with tests/prof/nooplib.c registered for every
 * event (ACC_PROFLIB), and built by another oxacc (the baseline before the interface).
 * Usage: bench_launch [launches] [rounds] */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static float x[1];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void launch(void)
{
#pragma acc parallel loop present(x)
    for (int j = 0; j < 1; j++)
        x[j] += 1.0f;
}

static int cmp(const void *a, const void *b)
{
    double d = *(const double *)a - *(const double *)b;
    return (d > 0) - (d < 0);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    double t[64];
    if (rounds > 64)
        rounds = 64;
#pragma acc enter data copyin(x)
    for (int i = 0; i < 1000; i++)
        launch();
    for (int r = 0; r < rounds; r++) {
        double t0 = now();
        for (long i = 0; i < n; i++)
            launch();
        t[r] = (now() - t0) / (double)n * 1e9;
    }
#pragma acc exit data copyout(x)
    qsort(t, (size_t)rounds, sizeof t[0], cmp);
    printf("%ld launches x %d rounds on %s: best %.1f ns/launch, median %.1f ns/launch\n", n, rounds,
           acc_get_device_type() == acc_device_host ? "host" : "the device", t[0], t[rounds / 2]);
    return x[0] > 0 ? 0 : 1;
}
