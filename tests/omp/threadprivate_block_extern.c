/* A block-scope `extern` redeclaration of a threadprivate variable (in a function, and
 * inside a parallel region) names the same thread-local object (OpenMP 2.0, 2.7.1; C11
 * 6.2.2): it was left without `_Thread_local`, a cc error about generated code
 * ("non-thread-local declaration of 'x' follows thread-local declaration"). */
#include "check.h"
int x = 3;
#pragma omp threadprivate(x)
static int get(void) {
    extern int x;
    return x;
}
int main(void) {
    int bad = 0;
#pragma omp parallel copyin(x) reduction(+: bad)
    {
        extern int x;
        x += omp_get_thread_num();
        if (get() != 3 + omp_get_thread_num()) bad++;
    }
    CHECK(bad == 0);
    CHECK(x == 3 && get() == 3);
    CHECK_DONE();
}
