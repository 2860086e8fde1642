/* flags: -acc */
/* A block-scope threadprivate variable (OpenMP 2.0, 2.7.1) is moved to file scope under a
 * new name; an OpenACC construct naming it outside any OpenMP construct gets the new name
 * in its generated code too (cc found the old name undeclared), and being one copy per
 * thread, a compute construct captures the encountering thread's copy (the host team's
 * threads have copies of their own). */
#include "check.h"
#include <openacc.h>
static int counter(void) {
    static int c = 5;
#pragma omp threadprivate(c)
    int r = 0;
#pragma acc serial copy(c) copyout(r)
    {
        c += 1;
        r = c;
    }
    int s = 0;
#pragma acc parallel loop reduction(+: s)
    for (int i = 0; i < 4; i++) s += c;
    CHECK(s == 4 * r);
    return r;
}
static int in_region(void) {
    static int d = 1;
#pragma omp threadprivate(d)
    int bad = 0;
#pragma omp parallel num_threads(3) reduction(+: bad)
    {
        int me = omp_get_thread_num();
        d = 10 + me;
#pragma acc parallel loop reduction(+: bad)
        for (int i = 0; i < 8; i++) bad += d != 10 + me;
#pragma acc serial copy(d)
        d *= 2;
        bad += d != 2 * (10 + me);
    }
    return bad;
}
int main(void) {
    int bad = 0;
#pragma omp parallel num_threads(3) reduction(+: bad)
    {
        int a = counter();
        int b = counter();
        bad += a != 6 || b != 7;
    }
    CHECK(bad == 0);
    CHECK(counter() == 8);
    CHECK(in_region() == 0);
    CHECK_DONE();
}
