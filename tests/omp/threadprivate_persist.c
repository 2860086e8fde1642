/* threadprivate values persist between regions when the team size does not change
 * (2.7.1), and the master's copy is the one of the serial code. */
#include "check.h"
static int last_tid = -1;
#pragma omp threadprivate(last_tid)
int main(void) {
    omp_set_dynamic(0);
#pragma omp parallel
    last_tid = omp_get_thread_num();
    int bad = 0;
#pragma omp parallel
    {
        if (last_tid != omp_get_thread_num()) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);
    CHECK(last_tid == 0);
    CHECK_DONE();
}
