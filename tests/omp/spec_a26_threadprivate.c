/* OpenMP 2.0 A.26: threadprivate counters, file-scope and block-scope static. */
#include "check.h"
int counter = 0;
#pragma omp threadprivate(counter)
static int increment_counter(void) {
    counter++;
    return counter;
}
static int increment_counter2(void) {
    static int counter2 = 100;
#pragma omp threadprivate(counter2)
    counter2++;
    return counter2;
}
int main(void) {
    int bad = 0;
#pragma omp parallel
    {
        for (int k = 1; k <= 10; k++) {
            if (increment_counter() != k || increment_counter2() != 100 + k) {
#pragma omp atomic
                bad++;
            }
        }
    }
    CHECK(bad == 0);
    CHECK(counter == 10);
    CHECK(increment_counter2() == 111);
    CHECK_DONE();
}
