/* reduction with nowait: the value is complete after the next barrier (2.7.2.6). */
#include "check.h"
int main(void) {
    long a = 0, b = 0;
    int bad = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+: a) nowait
        for (int i = 0; i < 1000; i++) a += i;
#pragma omp for reduction(+: b) schedule(dynamic, 10) nowait
        for (int i = 0; i < 1000; i++) b += 2 * i;
#pragma omp barrier
        if (a != 499500 || b != 999000) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
