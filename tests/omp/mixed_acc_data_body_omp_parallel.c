/* flags: -acc */
/* An OpenACC data construct whose body is directly an OpenMP `parallel` (statement or
 * compound body) or `parallel sections`, no braces around the OpenMP construct. The data
 * exit runs once, after the region, on the encountering thread. */
#include "check.h"
#define N 64
int main(void) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    long s = 0, t = 0;
    int nthr = 0;
#pragma acc data copy(a)
#pragma omp parallel reduction(+:s)
    s += a[1];
#pragma omp parallel
#pragma omp master
    nthr = omp_get_num_threads();
    CHECK(s == nthr);

    s = 0;
#pragma acc data copy(a)
#pragma omp parallel
    {
#pragma omp for reduction(+:s)
        for (int i = 0; i < N; i++) s += a[i];
    }
    CHECK(s == 2016);

    s = 0;
#pragma acc data copy(a)
#pragma omp parallel sections
    {
#pragma omp section
        s = a[3];
#pragma omp section
        t = a[4];
    }
    CHECK(s == 3 && t == 4);

    /* Each section's body is an OpenACC data construct, one of them around a critical. */
    s = t = 0;
#pragma acc data copy(a)
#pragma omp parallel sections
    {
#pragma omp section
#pragma acc data present(a)
        s = a[5];
#pragma omp section
#pragma acc data present(a)
#pragma omp critical
        t = a[6];
    }
    CHECK(s == 5 && t == 6);
    CHECK_DONE();
}
