/* C11 6.3.1.8 and 6.5.15p5 with long double and complex operands in compute regions: a long
 * double real operand with a float or double complex one (`L + I`, `fc * L`, `dc / L`), whose
 * result is long double complex, and conditional expressions whose two operands have
 * different arithmetic types of which one is complex or long double (`c ? dc : fc`,
 * `c ? L : 1.0`, `c ? fc : 1.0L`), whose result has the common type, a float or double
 * complex object updated with a long double operand (`fc += L`, C11 6.5.16.2), and GNU C's
 * `~z`, the conjugate of a complex value. Before, NVRTC rejected the generated code ("more than one
 * operator '+' matches these operands", "ambiguous '?' operation", "no operator '~'"): both
 * operands are classes in device code (prelude.cuh). The values are exact in double, so the
 * device's long double (a double) gives the host's results. */
#include "check.h"
#include <complex.h>

#pragma acc routine seq
static long double _Complex scale(long double s, float _Complex z) { return s * z + I; }

int main(void) {
    long double L = 2.5L;
    float _Complex fc = 1.0f + 2.0f * I;
    double _Complex dc = 0.5 + 0.25 * I;
    long double _Complex lc = 1.0L - 1.0L * I;
    static double r[64][30];
#pragma acc parallel loop copyout(r) copyin(L, fc, dc, lc)
    for (int k = 0; k < 64; k++) {
        int c = k & 1;
        long double l = L + k;
        long double _Complex z;
        z = l + fc;
        r[k][0] = (double)creall(z) + (double)cimagl(z) * 10;
        z = fc * l;
        r[k][1] = (double)creall(z) + (double)cimagl(z) * 10;
        z = l - dc;
        r[k][2] = (double)creall(z) + (double)cimagl(z) * 10;
        z = dc / 2.0L;
        r[k][3] = (double)creall(z) + (double)cimagl(z) * 10;
        r[k][4] = (l == fc) + (dc != l) * 2 + (1.0L == 1.0f + 0.0f * I) * 4;
        z = l * I;
        r[k][5] = (double)creall(z) + (double)cimagl(z) * 10;
        z = lc + fc;
        r[k][6] = (double)creall(z) + (double)cimagl(z) * 10;
        r[k][7] = (double)cabsl(3.0L + 4.0 * I);
        z = scale(l, fc);
        r[k][8] = (double)creall(z) + (double)cimagl(z) * 10;
        z = l;
        z += fc;
        r[k][9] = (double)creall(z) + (double)cimagl(z) * 10;
        r[k][10] = (double)creall(c ? lc : fc) + (double)cimagl(c ? fc : lc) * 10;
        r[k][11] = (double)creall(l > 3 ? l : fc) + (double)cimagl(l > 3 ? l : fc) * 10;
        r[k][12] = creal(c ? dc : fc) + cimag(c ? dc : fc) * 10;
        r[k][13] = (double)(c ? l : 1.0) + (double)(c ? 1.0 : l) * 10;
        r[k][14] = (double)(c ? l : k) + (double)(c ? 3 : l);
        r[k][15] = creal(c ? fc : 1.0) + cimag(c ? 1.0 : fc) * 10;
        r[k][16] = creal(c ? dc : 2) + cimagf(c ? fc : 2.5f) * 10;
        z = (c ? l : lc) * (c ? fc : dc);
        r[k][17] = (double)creall(z) + (double)cimagl(z) * 10;
        r[k][18] = (double)(c ? 2.0L : 1.0f) + (double)creall(c ? fc : 1.0L);
        double _Complex d = k + 2.0 * I;
        r[k][19] = creal(~d) + cimag(~d) * 10;
        r[k][20] = crealf(~fc) + cimagf(~(fc * 2)) * 10;
        r[k][21] = (double)creall(~lc) + (double)cimagl(~(lc + l)) * 10;
        r[k][22] = cimag(~(k + 2.0 * I)) + (~d == conj(d));
        z = ~lc * l;
        r[k][23] = (double)creall(z) + (double)cimagl(z) * 10;
        r[k][24] = (double)creall(c ? lc : (c ? fc : dc));
        r[k][25] = (double)cimagl((long double _Complex)fc + l);
        float _Complex tf = fc;
        tf += l;
        tf *= 2.0L;
        r[k][26] = crealf(tf) + cimagf(tf) * 10;
        double _Complex td = dc;
        td -= l;
        td /= 0.5L;
        r[k][27] = creal(td) + cimag(td) * 10;
        long double tl = l;
        tl *= fc;
        tl += dc;
        r[k][28] = (double)tl;
        int ti = k;
        ti += dc * 2;
        r[k][29] = ti;
    }
    for (int k = 0; k < 64; k++) {
        CHECK(r[k][0] == 3.5 + k + 20);
        CHECK(r[k][7] == 5);
        CHECK(r[k][19] == k - 20);
        printf("%d:", k);
        for (int j = 0; j < 30; j++) printf(" %g", r[k][j]);
        printf("\n");
    }
    CHECK_DONE();
}
