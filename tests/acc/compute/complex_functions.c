/* The elementary functions of <complex.h> (C11 7.3.5-7.3.9) in device code, double and float:
 * only creal, cimag, conj, cabs and carg had device versions, and a region calling cexp or
 * csqrt was host-only (stopping on a GPU). Compared with the host's libm (the device computes
 * them from the textbook formulas: agreement to a few ulps at these arguments). */
#include <complex.h>
#include <math.h>
#include "check.h"

#define N 12

static int near(double complex a, double complex b, double tol) {
    return cabs(a - b) <= tol * (1 + cabs(b));
}

int main(void) {
    double complex z[N], r[N][12];
    float complex zf[N], rf[N][4];
    for (int i = 0; i < N; i++) {
        z[i] = (i - 5) * 0.3 + 0.13 + (0.5 - 0.1 * i) * I;
        zf[i] = (float complex)z[i];
    }
#pragma acc parallel loop copyin(z, zf) copyout(r, rf)
    for (int i = 0; i < N; i++) {
        r[i][0] = cexp(z[i]);
        r[i][1] = clog(z[i]);
        r[i][2] = csqrt(z[i]);
        r[i][3] = cpow(z[i], 1.5 + 0.5 * I);
        r[i][4] = csin(z[i]);
        r[i][5] = ccos(z[i]);
        r[i][6] = ctan(z[i]);
        r[i][7] = ctanh(z[i]);
        r[i][8] = casin(z[i]);
        r[i][9] = cacos(z[i]);
        r[i][10] = catan(z[i]);
        r[i][11] = casinh(z[i]) + cacosh(z[i]) + catanh(z[i]) + cproj(z[i]);
        rf[i][0] = cexpf(zf[i]);
        rf[i][1] = csqrtf(zf[i]);
        rf[i][2] = clogf(zf[i]);
        rf[i][3] = csinhf(zf[i]) + ccoshf(zf[i]);
    }
    for (int i = 0; i < N; i++) {
        double complex w[12] = {cexp(z[i]), clog(z[i]), csqrt(z[i]), cpow(z[i], 1.5 + 0.5 * I),
                                csin(z[i]), ccos(z[i]), ctan(z[i]), ctanh(z[i]), casin(z[i]),
                                cacos(z[i]), catan(z[i]),
                                casinh(z[i]) + cacosh(z[i]) + catanh(z[i]) + cproj(z[i])};
        for (int k = 0; k < 12; k++) CHECK(near(r[i][k], w[k], 1e-12));
        float complex wf[4] = {cexpf(zf[i]), csqrtf(zf[i]), clogf(zf[i]), csinhf(zf[i]) + ccoshf(zf[i])};
        for (int k = 0; k < 4; k++) CHECK(near(rf[i][k], wf[k], 1e-5));
    }
    CHECK_DONE();
}
