/* Shared scalars the region only reads, written ones, and ones whose address the function
 * takes: all see the same values as the encountering thread. */
#include "check.h"
int main(void) {
    int ro = 11, rw = 0, addr = 5;
    int *p = &addr;
    double scale = 0.5;
#pragma omp parallel
    {
        int local = ro;
#pragma omp atomic
        rw += local;
#pragma omp single
        *p = 9; /* changes `addr` through a pointer */
        if (addr != 9 || scale != 0.5) {
#pragma omp atomic
            rw -= 1000;
        }
    }
    CHECK(rw == 11 * omp_get_max_threads());
    CHECK(addr == 9);
    CHECK_DONE();
}
