/* An orphaned sections construct in a function called from a region and from serial code. */
#include "check.h"
static int a, b;
static void two(void) {
#pragma omp sections
    {
#pragma omp section
        a++;
#pragma omp section
        b++;
    }
}
int main(void) {
#pragma omp parallel
    {
        two();
        two();
    }
    two();
    CHECK(a == 3 && b == 3);
    CHECK_DONE();
}
