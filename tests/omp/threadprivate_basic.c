/* threadprivate (2.7.1) and copyin (2.7.2.7): each thread has its own copy of a file-scope
 * variable; copyin gives every thread the master's value. */
#include "check.h"
int counter = 5;
#pragma omp threadprivate(counter)
static double scale;
#pragma omp threadprivate(scale)
static int bump(void) { return ++counter; }
int main(void) {
    int bad = 0;
    scale = 2.5;
    counter = 10;
#pragma omp parallel copyin(counter, scale)
    {
        if (counter != 10 || scale != 2.5) {
#pragma omp atomic
            bad++;
        }
        counter = omp_get_thread_num() * 100;
        bump();
#pragma omp barrier
        if (counter != omp_get_thread_num() * 100 + 1) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);
    CHECK(counter == 1);
    CHECK_DONE();
}
