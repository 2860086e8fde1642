/* OpenACC 3.3, 2.12: atomic update on floating-point types (compare-and-swap on the CPU). */
#include "check.h"
int main(void) {
    float f = 0; double d = 0; long double ld = 0;
#pragma acc parallel loop copy(f, d, ld)
    for (int i = 0; i < 20000; i++) {
#pragma acc atomic update
        f += 0.5f;
#pragma acc atomic update
        d += 0.25;
#pragma acc atomic update
        ld += 1.0L;
    }
    CHECK(f == 10000.0f && d == 5000.0 && ld == 20000.0L);
    CHECK_DONE();
}
