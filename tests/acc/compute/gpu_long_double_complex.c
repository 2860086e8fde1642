/* `long double _Complex` in a kernel (known gaps: the region ran on the host, a warning;
 * emul and a GPU stopped). The device keeps the host's layout (two 16-byte long doubles, so
 * arrays of them are copied as they are) and computes in double _Complex, as it computes
 * long double in double (the once-per-region warning, as nvcc gives for long double). The
 * values here are exact in double: arithmetic with real and complex operands, compound
 * assignments, conversions to and from double _Complex and long double, comparisons,
 * <complex.h>'s long double functions (creall, cimagl, conjl, cabsl of 3+4i, cprojl), and a
 * static const table of long double _Complex constants. */
#include <complex.h>
#include <stdio.h>
#include "check.h"

#define N 48

/* Parts as lvalues (`__real__ z = ...`), conversions to integers, bool and the other complex
 * and real types, comparisons with real operands; printed and compared with gcc's. */
static void conversions(void) {
    long double _Complex a[16];
    int k[16];
    double d[16];
    for (int i = 0; i < 16; i++)
        a[i] = i + (i % 2) * I;
#pragma acc parallel loop copy(a) copyout(k, d)
    for (int i = 0; i < 16; i++) {
        long double _Complex z = a[i];
        __real__ z = 3 * __real__ z;
        __imag__ z += 1;
        k[i] = (int)z + (z ? 100 : 0) + (z != 3.0 * i) * 1000 + !z;
        float _Complex f = z;
        double _Complex g = z;
        long double l = z;
        int n = z;
        d[i] = crealf(f) + cimag(g) + (double)l + n;
        a[i] = z;
        if (z == 3.0L * i + 1.0L * I)
            a[i] += 1;
        z *= 2.0f;
        z = i % 2 ? z : 1.0 / z;
        d[i] += (double)creall(z);
    }
    for (int i = 0; i < 16; i++)
        printf("%d %a %a %a\n", k[i], d[i], (double)creall(a[i]), (double)cimagl(a[i]));
}

int main(void) {
    conversions();
    long double _Complex a[N];
    double re[N], im[N], ab[N];
    for (int i = 0; i < N; i++)
        a[i] = i + (i % 3) * I;
#pragma acc parallel loop copy(a) copyout(re, im, ab)
    for (int i = 0; i < N; i++) {
        static const long double _Complex t[3] = {1.0L + 2.0L * I, -I, [2] = 0.25};
        long double _Complex z = a[i] * 2 + 0.5L * I;
        z -= (double _Complex)1.5;
        z = z / 2.0 + conjl(t[i % 3]);
        long double r = creall(z);
        re[i] = (double)r;
        im[i] = (double)cimagl(z);
        long double _Complex p = (3.0L + 4.0L * I) * (i % 4);
        ab[i] = (double)cabsl(p) + (z == a[i]) + 10 * (double)(long double)z + (double)creall(cprojl(p));
        a[i] = z * (1 - I) - 1;
        a[i] += (float _Complex)2.0f;
    }
    for (int i = 0; i < N; i++) {
        double zr = (2.0 * i - 1.5) / 2 + (i % 3 == 0 ? 1.0 : i % 3 == 1 ? 0.0 : 0.25);
        double zi = (2.0 * (i % 3) + 0.5) / 2 + (i % 3 == 0 ? -2.0 : i % 3 == 1 ? 1.0 : 0.0);
        CHECK(re[i] == zr && im[i] == zi);
        CHECK(ab[i] == 5.0 * (i % 4) + 10 * zr + 3.0 * (i % 4));
        CHECK(creall(a[i]) == zr + zi + 1 && cimagl(a[i]) == zi - zr);
    }
    for (int i = 0; i < 6; i++)
        printf("%d %a %a %a %a %a\n", i, re[i], im[i], ab[i], (double)creall(a[i]), (double)cimagl(a[i]));
    CHECK_DONE();
}
