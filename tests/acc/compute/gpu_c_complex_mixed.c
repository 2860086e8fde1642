/* C11 6.3.1.8 (usual arithmetic conversions) with complex types, in compute regions: the
 * imaginary unit I (a float _Complex) combined with double and double _Complex operands
 * (`z * I`, `2.0 * I`, `re + im * I`), float _Complex with double _Complex, which C converts to
 * the wider type. gpu_c_complex.c: the same operations without mixing precisions. */
#include "check.h"
#include <complex.h>

#pragma acc routine seq
static double _Complex rot(double _Complex z) { return z * I; }

#pragma acc routine seq
static float _Complex sq(float _Complex z) { return z * z; }

int main(void) {
    static double _Complex z[200], out[200];
    static float _Complex zf[200];
    static double parts[200][4];
    for (int i = 0; i < 200; i++) {
        z[i] = (i - 100) + (i % 7) * I;
        zf[i] = (float)(i % 5) - (float)(i % 3) * I;
    }
#pragma acc parallel loop copyin(z) copy(zf) copyout(out, parts)
    for (int i = 0; i < 200; i++) {
        double _Complex a = z[i];
        double _Complex b = rot(a) + conj(a) - 2.0 * I;
        out[i] = b * (1.0 + 1.0 * I) / 2.0;
        parts[i][0] = creal(a * a);
        parts[i][1] = cimag(a * a);
        parts[i][2] = (a == conj(a)) + 10.0 * (b != a);
        parts[i][3] = creal((a + 4.0) / 2.0);
        zf[i] = sq(zf[i]) - 1.0f;
    }
    for (int i = 0; i < 200; i++) {
        double re = i - 100, im = i % 7;
        /* rot(a) = -im + re i; conj(a) = re - im i; b = (re - im) + (re - im - 2) i */
        double br = re - im, bi = re - im - 2;
        /* b * (1 + i) / 2 = ((br - bi) + (br + bi) i) / 2 */
        CHECK(creal(out[i]) == (br - bi) / 2 && cimag(out[i]) == (br + bi) / 2);
        CHECK(parts[i][0] == re * re - im * im && parts[i][1] == 2 * re * im);
        CHECK(parts[i][2] == (im == 0) + 10.0 * (br != re || bi != im));
        CHECK(parts[i][3] == (re + 4) / 2);
        float fr = (float)(i % 5), fi = -(float)(i % 3);
        CHECK(crealf(zf[i]) == fr * fr - fi * fi - 1.0f && cimagf(zf[i]) == 2 * fr * fi);
    }
    double _Complex s = 1.0 + 2.0 * I;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 1000; i++) s += (i % 2) + (i % 3 == 0) * I;
    CHECK(creal(s) == 501 && cimag(s) == 2 + 334);
    CHECK_DONE();
}
