/* OpenACC 3.3, 2.12: atomic update of float _Complex and double _Complex variables. */
#include "check.h"
#include <complex.h>
int main(void) {
    float _Complex fz = 0; double _Complex dz = 0;
#pragma acc parallel loop copy(fz, dz)
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic update
        fz += 1.0f + 2.0f * I;
#pragma acc atomic update
        dz = dz + (0.5 - 1.0 * I);
    }
    CHECK(crealf(fz) == 1000 && cimagf(fz) == 2000 && creal(dz) == 500 && cimag(dz) == -1000);
    CHECK_DONE();
}
