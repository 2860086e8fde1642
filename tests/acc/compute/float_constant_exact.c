/* Floating constants reach the GPU exactly (C11 6.4.4.2; gcc rounds each once, to nearest):
 * - double subnormals written in hexadecimal (0x1p-1074 = DBL_TRUE_MIN, 0x1p-1060,
 *   0x1.8p-1070, 0x0.0000000000001p-1022) were 0.0 in the kernels: the lexer scaled the
 *   mantissa by 2.0^e computed as 1 / 2^1074 = 1 / inf (hunt26 bug07);
 * - a float constant halfway between two floats (0x1.000001p0f = 1 + 2^-24: 1.0 by
 *   ties-to-even; 0x1.000003p0f: up to 1 + 2^-22) was printed through its double value as
 *   1.0000000596046448f, a decimal above the halfway point, and NVRTC rounded it up;
 * - hexadecimal doubles with more than 53 bits round to nearest, ties to even.
 * The host's values (gcc's, from the user's text) are the reference. */
#include <stdio.h>
#include "check.h"

#define DOUBLES(X)                                                                         \
    X(0x1p-1074) X(0x1p-1060) X(0x1.8p-1070) X(0x0.0000000000001p-1022) X(0x1p-1023)       \
    X(0x1p-1022) X(0x1.0000000000001p-1075) X(0x3p-1076) X(4.9e-324)           \
    X(1e-320) X(0x1.00000000000008p0) X(0x1.00000000000018p0)                             \
    X(0x1.000000000000080000000000000000000000001p0) X(0x1.fffffffffffffp1023)            \
    X(0x123456789abcdef0123456789p-4) X(2.2250738585072011e-308) X(0.1) X(1e23)
#define FLOATS(X)                                                                          \
    X(0x1.000001p0f) X(0x1.000003p0f) X(0x1p-149f) X(0x1.8p-148f) X(1.00000005960464477539062500001f) \
    X(1.000000059604644775390625f) X(3.4028235e38f) X(1e-45f) X(0.1f) X(16777217.0f)
#define N(x) +1
#define ELEM(x) x,
#define ASSIGN(x) o[k++] = x;

int main(void) {
    enum { ND = 0 DOUBLES(N), NF = 0 FLOATS(N) };
    static const double rd[ND] = {DOUBLES(ELEM)};
    static const float rf[NF] = {FLOATS(ELEM)};
    double od[ND];
    float of[NF];
#pragma acc serial copyout(od, of)
    {
        int k = 0;
        double *o = od;
        DOUBLES(ASSIGN)
        k = 0;
        {
            float *o = of;
            FLOATS(ASSIGN)
        }
    }
    for (int i = 0; i < ND; i++)
        if (od[i] != rd[i]) {
            printf("double %d: %a, expected %a\n", i, od[i], rd[i]);
            CHECK(0);
        }
    for (int i = 0; i < NF; i++)
        if (of[i] != rf[i]) {
            printf("float %d: %a, expected %a\n", i, (double)of[i], (double)rf[i]);
            CHECK(0);
        }
    CHECK_DONE();
}
