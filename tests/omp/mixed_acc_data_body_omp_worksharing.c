/* flags: -acc */
/* Inside an OpenMP parallel region, an OpenACC data construct whose body is directly an
 * OpenMP `for`, `single`, `master`, `critical` or `atomic` (no braces), and an orphaned
 * `for` as the body of a data construct in a called function. */
#include "check.h"
#define N 64
static long total;
static void orphan(int *a) {
#pragma acc data copy(a[0:N])
#pragma omp for reduction(+:total)
    for (int i = 0; i < N; i++) total += a[i];
}
int main(void) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    long s_for = 0, s_single = 0, s_master = 0, s_crit = 0, s_atomic = 0;
    int nthr = 0;
#pragma omp parallel
    {
#pragma omp master
        nthr = omp_get_num_threads();
#pragma acc data copy(a)
#pragma omp for reduction(+:s_for)
        for (int i = 0; i < N; i++) s_for += a[i];
#pragma acc data copy(a)
#pragma omp single
        s_single += a[3];
#pragma acc data copy(a)
#pragma omp master
        s_master += a[4];
#pragma acc data copy(a)
#pragma omp critical
        s_crit += a[5];
#pragma acc data copy(a)
#pragma omp atomic
        s_atomic += a[6];
    }
    CHECK(s_for == 2016);
    CHECK(s_single == 3);
    CHECK(s_master == 4);
    CHECK(s_crit == 5L * nthr);
    CHECK(s_atomic == 6L * nthr);
#pragma omp parallel
    orphan(a);
    CHECK(total == 2016);
    CHECK_DONE();
}
