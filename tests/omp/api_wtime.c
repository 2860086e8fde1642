/* omp_get_wtime / omp_get_wtick (3.3): monotonic seconds, a positive tick. */
#include "check.h"
#include <time.h>
int main(void) {
    double t0 = omp_get_wtime();
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, 0);
    double t1 = omp_get_wtime();
    CHECK(t1 - t0 >= 0.019 && t1 - t0 < 5.0);
    CHECK(omp_get_wtick() > 0 && omp_get_wtick() < 0.01);
    double inside = 0;
#pragma omp parallel
    {
#pragma omp master
        inside = omp_get_wtime();
    }
    CHECK(inside >= t1);
    CHECK_DONE();
}
