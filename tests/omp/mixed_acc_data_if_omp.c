/* flags: -acc */
/* A data construct with an `if` clause, an OpenMP parallel region inside it and a compute
 * construct inside that: the compute construct carries the data construct's clauses
 * (OpenACC 3.3, 2.6.5: with the condition false there is no data region), whose bounds name
 * variables the region names nowhere else (a scalar, a struct member, an array element).
 * The region now passes them in under their own names (cc found them undeclared in the
 * outlined function). */
#include "check.h"
struct Len {
    int n;
};
static int run(int c) {
    int a[100] = {0};
    int *p = a;
    int lo = 10, off[2] = {10, 20};
    struct Len len = {20};
    int nt = 0;
#pragma acc data copy(p[lo:len.n]) if(c)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp master
            nt = omp_get_num_threads();
#pragma acc parallel loop
            for (int i = 10; i < 30; i++) {
#pragma acc atomic update
                p[i] += 1;
            }
        }
    }
    int bad = 0;
    for (int i = 0; i < 100; i++) bad += a[i] != (i >= 10 && i < 30 ? nt : 0);
#pragma acc data copy(p[off[0]:off[1]]) if(c)
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
    for (int i = 0; i < 100; i++) bad += a[i] != (i >= 10 && i < 30 ? 2 * nt : 0);
    return bad;
}
int main(void) {
    CHECK(run(1) == 0);
    CHECK(run(0) == 0);
    CHECK_DONE();
}
