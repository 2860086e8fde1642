/* OpenMP 2.0 A.8: parallel sections calling independent routines. */
#include "check.h"
static int xa, ya, za;
static void xaxis(void) { xa = 1; }
static void yaxis(void) { ya = 2; }
static void zaxis(void) { za = 3; }
int main(void) {
#pragma omp parallel sections
    {
#pragma omp section
        xaxis();
#pragma omp section
        yaxis();
#pragma omp section
        zaxis();
    }
    CHECK(xa == 1 && ya == 2 && za == 3);
    CHECK_DONE();
}
