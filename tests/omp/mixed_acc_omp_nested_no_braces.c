/* flags: -acc */
/* OpenACC and OpenMP constructs nested several levels deep, each the direct body of the one
 * before (no braces): every data construct's exit belongs to its own construct, whichever
 * statements end at the same place. */
#include "check.h"
#define N 64
int main(void) {
    int a[N], b[2] = {0, 0};
    for (int i = 0; i < N; i++) a[i] = i;
    long s = 0;
    int nthr = 0;
#pragma omp parallel
#pragma omp master
    nthr = omp_get_num_threads();

    /* acc data > omp parallel > acc data > omp for */
#pragma acc data copy(a)
#pragma omp parallel
#pragma acc data present(a)
#pragma omp for reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 2016);

    /* omp parallel > acc data > omp single > acc data */
    s = 0;
#pragma omp parallel
#pragma acc data copy(a)
#pragma omp single
#pragma acc data present(a)
    s += a[5];
    CHECK(s == 5);

    /* omp parallel for > loop body: acc data > omp critical > acc data */
    s = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++)
#pragma acc data copyin(a[i:1])
#pragma omp critical
#pragma acc data present(a[i:1])
        s += a[i];
    CHECK(s == 2016);

    /* acc data > acc data > omp parallel > omp critical > acc data > acc parallel loop */
    s = 0;
#pragma acc data copy(a)
#pragma acc data copy(b)
#pragma omp parallel
#pragma omp critical
#pragma acc data present(a, b)
#pragma acc parallel loop reduction(+:s) present(a)
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 2016L * nthr);

    /* acc data > omp parallel > omp master > acc data > acc parallel loop, then
     * acc data > omp parallel for > loop body: acc data */
    for (int i = 0; i < N; i++) a[i] = 0;
#pragma acc data copy(a)
#pragma omp parallel
#pragma omp master
#pragma acc data present(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = i;
    s = 0;
#pragma acc data copyin(a)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++)
#pragma acc data present(a)
        s += a[i];
    CHECK(a[9] == 9 && s == 2016);
    CHECK_DONE();
}
