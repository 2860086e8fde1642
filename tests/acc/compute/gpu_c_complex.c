/* C11 6.2.5 and 7.3 (<complex.h>) in compute regions: float _Complex and double _Complex
 * variables and arrays copied in and out, +, -, *, / (values for which the results are exact),
 * creal / cimag / conj, comparisons, complex routine parameters and results, a complex
 * reduction. Each operation's operands have one precision (the imaginary unit is a variable of
 * each type); mixing them: gpu_c_complex_mixed.c. */
#include "check.h"
#include <complex.h>

static const double _Complex DI = I;
#pragma acc declare copyin(DI)

#pragma acc routine seq
static double _Complex rot(double _Complex z) { return z * DI; }

#pragma acc routine seq
static float _Complex sq(float _Complex z) { return z * z; }

int main(void) {
    static double _Complex z[200], out[200];
    static float _Complex zf[200];
    static double parts[200][4];
    const double _Complex di = I;
    const float _Complex fi = I;
    for (int i = 0; i < 200; i++) {
        z[i] = (i - 100) + (i % 7) * I;
        zf[i] = (float)(i % 5) - (float)(i % 3) * I;
    }
#pragma acc parallel loop copyin(z) copy(zf) copyout(out, parts)
    for (int i = 0; i < 200; i++) {
        double _Complex a = z[i];
        double _Complex b = rot(a) + conj(a) - (double _Complex)2.0 * di;
        out[i] = b * ((double _Complex)1.0 + di) / (double _Complex)2.0;
        parts[i][0] = creal(a * a);
        parts[i][1] = cimag(a * a);
        parts[i][2] = (a == conj(a)) + 10.0 * (b != a);
        parts[i][3] = creal((a + (double _Complex)4.0) / (double _Complex)2.0);
        zf[i] = sq(zf[i]) - (float _Complex)1.0f + fi * (float _Complex)0.0f;
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
    for (int i = 0; i < 1000; i++) s += (double _Complex)(i % 2) + (double _Complex)(i % 3 == 0) * di;
    CHECK(creal(s) == 501 && cimag(s) == 2 + 334);
    CHECK_DONE();
}
