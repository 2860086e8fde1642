/* kernels (OpenACC 3.3, 2.5.3): Parboil mri-q's ComputeQ, where only the outputs are
 * `restrict` (`float *restrict Qr, *restrict Qi`) and the inputs plain pointers (`x`, `kVals`):
 * what a restrict parameter modifies no other parameter reaches (C11 6.7.3.1), so the loop over
 * the points is parallel, as nvc makes it. It was "Complex loop carried dependence of 'Qr'" and
 * one gang. A pointer the function derives from the restrict one (`q = out + 1`) may reach
 * what it writes: that loop stays sequential. The .minfo beside this file is the schedule. */
#include <math.h>
#include <stdlib.h>
#include "check.h"

struct kValues {
    float Kx, Ky, Kz, PhiMag;
};

static void computeQ(int numK, int numX, struct kValues *kVals, float *x, float *restrict Qr,
                     float *restrict Qi) {
    float expArg, cosArg, sinArg;
    int indexK, indexX;
#pragma acc kernels copyin(kVals[0:numK], x[0:numX]) copyout(Qr[0:numX], Qi[0:numX])
    for (indexX = 0; indexX < numX; indexX++) {
        float qr = 0.0f, qi = 0.0f;
        for (indexK = 0; indexK < numK; indexK++) {
            expArg = 6.2831853f * (kVals[indexK].Kx * x[indexX]);
            cosArg = cosf(expArg);
            sinArg = sinf(expArg);
            qr += kVals[indexK].PhiMag * cosArg;
            qi += kVals[indexK].PhiMag * sinArg;
        }
        Qr[indexX] = qr;
        Qi[indexX] = qi;
    }
}

/* `q` is based on `out`: `q[i] = out[i] + 1` reads what the iteration before wrote. */
static void shift(int n, float *restrict out) {
    float *q = out + 1;
#pragma acc kernels copy(out[0:n + 1])
    for (int i = 0; i < n; i++) q[i] = out[i] + 1.0f;
}

int main(void) {
    int numK = 40, numX = 300;
    struct kValues *k = malloc(numK * sizeof *k);
    float *x = malloc(numX * sizeof *x), *qr = malloc(numX * sizeof *qr);
    float *qi = malloc(numX * sizeof *qi);
    for (int i = 0; i < numK; i++) {
        k[i].Kx = (i % 7) * 0.125f;
        k[i].Ky = k[i].Kz = 0;
        k[i].PhiMag = (i % 3) * 0.5f;
    }
    for (int i = 0; i < numX; i++) x[i] = (i % 11) * 0.25f;
    computeQ(numK, numX, k, x, qr, qi);
    int bad = 0;
    for (int i = 0; i < numX; i++) {
        float r = 0.0f, m = 0.0f;
        for (int j = 0; j < numK; j++) {
            float e = 6.2831853f * (k[j].Kx * x[i]);
            r += k[j].PhiMag * cosf(e);
            m += k[j].PhiMag * sinf(e);
        }
        bad += fabsf(qr[i] - r) > 1e-3f || fabsf(qi[i] - m) > 1e-3f;
    }
    CHECK(bad == 0);
    int n = 50;
    float *o = calloc(n + 1, sizeof *o);
    shift(n, o);
    for (int i = 0; i <= n; i++) CHECK(o[i] == (float)i);
    CHECK_DONE();
}
