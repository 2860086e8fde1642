/* A GNU statement expression inside a region, with a construct inside it. */
#include "check.h"
int main(void) {
    int total = 0;
#pragma omp parallel reduction(+: total)
    {
        total += ({
            int v = 0;
#pragma omp atomic
            v += 2;
            v;
        });
    }
    CHECK(total == 2 * omp_get_max_threads());
    CHECK_DONE();
}
