/* OpenMP 2.0 A.9: single directives between parallel work; the implied barrier makes the
 * single's result visible, `single nowait` skips it. */
#include "check.h"
int main(void) {
    int started = 0, finished = 0, work = 0, bad = 0;
#pragma omp parallel
    {
#pragma omp single
        started = 1;
        if (!started) {
#pragma omp atomic
            bad++;
        }
#pragma omp atomic
        work++;
#pragma omp barrier
#pragma omp single nowait
        finished = work;
    }
    CHECK(bad == 0 && finished == omp_get_max_threads());
    CHECK_DONE();
}
