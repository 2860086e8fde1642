/* Atomic updates of a float or double complex x with a long double expr (OpenACC 3.3,
 * 2.12: `x += expr`, `x = expr + x`, captured forms), where C converts x to long double
 * complex for the operation and back (C11 6.5.16.2). Before, NVRTC rejected the update
 * ("more than one operator '+' matches these operands"): expr, captured as a long double
 * class, met the complex classes' operators. Device code computes long double as double;
 * the values here are exact in double. */
#include "check.h"
#include <complex.h>

int main(void) {
    double _Complex z = 0;
    float _Complex zf = 0;
    double _Complex cap[256];
    long double step = 0.5L;
#pragma acc parallel loop copy(z, zf) copyout(cap) copyin(step)
    for (int i = 0; i < 256; i++) {
#pragma acc atomic update
        z += 1.0L;
#pragma acc atomic update
        zf = step + zf;
#pragma acc atomic update
        z = z - 0.25L;
#pragma acc atomic capture
        { z *= 1.0L; cap[i] = z; }
#pragma acc atomic update
        zf *= 1.0L;
    }
    CHECK(creal(z) == 256 * 0.75 && cimag(z) == 0);
    CHECK(crealf(zf) == 128.0f && cimagf(zf) == 0);
    int bad = 0;
    for (int i = 0; i < 256; i++) bad += cimag(cap[i]) != 0 || creal(cap[i]) <= 0;
    CHECK(bad == 0);
    printf("%g %g %g %g\n", creal(z), cimag(z), crealf(zf), cimagf(zf));
    CHECK_DONE();
}
