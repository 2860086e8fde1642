/* OpenMP 2.0 A.30: reprivatization: private(x) on a parallel and again on a for inside. */
#include "check.h"
int main(void) {
    int x = 7, bad = 0;
#pragma omp parallel private(x)
    {
        x = -1;
#pragma omp for private(x)
        for (int i = 0; i < 100; i++)
            x = i;
        if (x != -1) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(x == 7 && bad == 0);
    CHECK_DONE();
}
