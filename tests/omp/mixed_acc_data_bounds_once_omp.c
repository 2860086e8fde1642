/* flags: -acc */
/* A data construct's subscript bounds are evaluated once (OpenACC 3.3, 2.1: the count is
 * unspecified; oxacc evaluates every clause argument once), also when an OpenMP parallel
 * region lies between the data construct and a compute construct that uses the section:
 * the kernel launch translates the pointer through the data construct's lower bound, read
 * from the local the data construct evaluated it into, which the parallel region copies
 * (it evaluated `lo()` and `k++` again in every thread). */
#include "check.h"
#include <openacc.h>
static int calls;
static int lo(void) {
#pragma omp atomic
    calls++;
    return 1;
}
int main(void) {
    int a[100];
    for (int i = 0; i < 100; i++) a[i] = 0;
    int *p = a;
    int k = 10, n = 20;
#pragma acc data copy(p[k++:n])
    {
#pragma omp parallel num_threads(2)
        {
#pragma acc parallel loop
            for (int i = 10; i < 30; i++) {
#pragma acc atomic update
                p[i] += 1;
            }
        }
    }
    CHECK(k == 11);
    int nt = 0;
#pragma omp parallel num_threads(2)
#pragma omp master
    nt = omp_get_num_threads();
    for (int i = 0; i < 100; i++) CHECK(a[i] == ((i >= 10 && i < 30) ? nt : 0));
#pragma acc data copy(p[lo():10])
    {
        /* a nested region and a work-sharing loop in between */
#pragma omp parallel num_threads(2)
        {
#pragma omp parallel for num_threads(2)
            for (int j = 0; j < 4; j++) {
#pragma acc parallel loop
                for (int i = 1; i < 11; i++) {
#pragma acc atomic update
                    p[i] += 1;
                }
            }
        }
    }
    CHECK(calls == 1);
    CHECK(a[1] == 4 * nt && a[10] == 5 * nt);
    /* the bound changes between the data construct and the compute construct */
    int m = 40;
#pragma acc data copy(p[m:10])
    {
        m = 90;
#pragma omp parallel num_threads(2)
        {
#pragma omp single
            {
#pragma acc parallel loop present(p[40:10])
                for (int i = 40; i < 50; i++) p[i] = i;
            }
        }
    }
    for (int i = 40; i < 50; i++) CHECK(a[i] == i);
    CHECK_DONE();
}
