/* OpenMP 2.0 A.20: a barrier in a function binds to whatever region calls it (orphaned),
 * and to a team of one outside any region. */
#include "check.h"
static int counter;
static void sub3(int n) {
#pragma omp atomic
    counter += n;
#pragma omp barrier
}
static void sub2(int k) {
#pragma omp parallel shared(k)
    sub3(k);
}
static void sub1(int n) {
#pragma omp parallel shared(n)
    {
        int i;
#pragma omp for
        for (i = 0; i < n; i++)
            sub2(i);
    }
}
int main(void) {
    sub1(2);
    sub2(2);
    sub3(2);
    /* sub1: i = 0, 1, each a nested region of one thread; sub2(2) a region of the team. */
    CHECK(counter == 0 + 1 + 2 * omp_get_max_threads() + 2);
    CHECK_DONE();
}
