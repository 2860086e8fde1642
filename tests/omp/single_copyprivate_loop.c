/* copyprivate repeatedly (every instance broadcasts its own value), with threadprivate. */
#include "check.h"
static int tp;
#pragma omp threadprivate(tp)
int main(void) {
    int bad = 0;
#pragma omp parallel
    {
        for (int round = 0; round < 50; round++) {
            int v;
#pragma omp single copyprivate(v, tp)
            {
                v = round * 3;
                tp = round;
            }
            if (v != round * 3 || tp != round) {
#pragma omp atomic
                bad++;
            }
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
