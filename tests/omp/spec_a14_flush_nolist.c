/* OpenMP 2.0 A.14: flush without a list synchronises every shared object. */
#include "check.h"
static int x, *p = &x;
static void f1(int *q) {
    *q = 1;
#pragma omp flush
}
static void f2(int *q) {
#pragma omp flush
    *q = 2;
}
int main(void) {
    int i = 0;
#pragma omp parallel num_threads(1)
    {
        f1(p);
        f2(&i);
    }
    CHECK(x == 1 && i == 2);
    CHECK_DONE();
}
