/* Unnamed critical constructs all share one lock, across functions. */
#include "check.h"
static double acc;
static void add(double v) {
#pragma omp critical
    acc += v;
}
int main(void) {
#pragma omp parallel
    {
        for (int i = 0; i < 500; i++) {
            add(1.0);
#pragma omp critical
            acc += 2.0;
        }
    }
    CHECK(acc == 1500.0 * omp_get_max_threads());
    CHECK_DONE();
}
