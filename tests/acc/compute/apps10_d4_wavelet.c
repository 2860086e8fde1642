/* A multi-level periodic Daubechies-4 wavelet transform of a batch of signals, then hard
 * thresholding and the inverse, as signal-denoising codes write it with `kernels`: per level a
 * `kernels loop independent collapse(2)` over (signal, output pair) computing approximation and
 * detail from four taps with periodic wrap (indices by macro), the half-length results copied
 * back in place by a second nest; the four filter taps `declare`d constants; the coefficients
 * thresholded by a `kernels` loop whose number of kept coefficients is a reduction the compiler
 * finds; the inverse level by level the same way. Checked: perfect reconstruction without
 * thresholding, energy (Parseval) and agreement with the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NSIG 16
#define N 256
#define LEVELS 4
#define AT(s, i) ((s) * N + (i))

static double H4[4], G4[4];
#pragma acc declare create(H4, G4)

static void fwt(double *restrict x, double *restrict tmp)
{
    for (int n = N; n >= N >> (LEVELS - 1); n /= 2) {
        int half = n / 2;
#pragma acc kernels present(x[0:NSIG*N], tmp[0:NSIG*N])
        {
#pragma acc loop independent collapse(2)
            for (int s = 0; s < NSIG; s++)
                for (int i = 0; i < half; i++) {
                    double a = 0, d = 0;
                    for (int k = 0; k < 4; k++) {
                        double v = x[AT(s, (2 * i + k) % n)];
                        a += H4[k] * v; d += G4[k] * v;
                    }
                    tmp[AT(s, i)] = a; tmp[AT(s, half + i)] = d;
                }
#pragma acc loop independent collapse(2)
            for (int s = 0; s < NSIG; s++)
                for (int i = 0; i < n; i++) x[AT(s, i)] = tmp[AT(s, i)];
        }
    }
}

static void iwt(double *restrict x, double *restrict tmp)
{
    for (int n = N >> (LEVELS - 1); n <= N; n *= 2) {
        int half = n / 2;
#pragma acc kernels present(x[0:NSIG*N], tmp[0:NSIG*N])
        {
#pragma acc loop independent collapse(2)
            for (int s = 0; s < NSIG; s++)
                for (int j = 0; j < n; j++) {
                    /* x[j] = sum over i, k with (2i + k) % n == j of H4[k] a_i + G4[k] d_i */
                    double v = 0;
                    for (int k = 0; k < 4; k++) {
                        int t = (j - k + n) % n;
                        if (t % 2) continue;
                        int i = t / 2;
                        v += H4[k] * x[AT(s, i)] + G4[k] * x[AT(s, half + i)];
                    }
                    tmp[AT(s, j)] = v;
                }
#pragma acc loop independent collapse(2)
            for (int s = 0; s < NSIG; s++)
                for (int j = 0; j < n; j++) x[AT(s, j)] = tmp[AT(s, j)];
        }
    }
}

int main(void)
{
    double r3 = sqrt(3.0), nrm = 4 * sqrt(2.0);
    H4[0] = (1 + r3) / nrm; H4[1] = (3 + r3) / nrm; H4[2] = (3 - r3) / nrm; H4[3] = (1 - r3) / nrm;
    G4[0] = H4[3]; G4[1] = -H4[2]; G4[2] = H4[1]; G4[3] = -H4[0];
#pragma acc update device(H4, G4)
    double *restrict x = malloc(NSIG * N * sizeof(double)), *orig = malloc(NSIG * N * sizeof(double));
    double *restrict tmp = malloc(NSIG * N * sizeof(double)), *restrict den = malloc(NSIG * N * sizeof(double));
    for (int s = 0; s < NSIG; s++)
        for (int i = 0; i < N; i++)
            x[AT(s, i)] = orig[AT(s, i)] = sin(2 * M_PI * (s + 1) * i / N) + (i > N / 2 ? 0.5 : 0.0) + 0.05 * (((i * 37 + s * 11) % 17) - 8) / 8.0;
    double e0 = 0, e1 = 0;
    for (int k = 0; k < NSIG * N; k++) e0 += orig[k] * orig[k];
    int kept = 0;
#pragma acc data copy(x[0:NSIG*N]) create(tmp[0:NSIG*N]) copyout(den[0:NSIG*N])
    {
        fwt(x, tmp);
#pragma acc update self(x[0:NSIG*N])
        for (int k = 0; k < NSIG * N; k++) e1 += x[k] * x[k];
#pragma acc kernels present(x[0:NSIG*N], den[0:NSIG*N])
        for (int k = 0; k < NSIG * N; k++) {
            double v = x[k];
            if (fabs(v) > 0.1) kept++; else v = 0;
            den[k] = v;
        }
        iwt(x, tmp);
        iwt(den, tmp);
    }
    double rec = 0;
    for (int k = 0; k < NSIG * N; k++) rec = fmax(rec, fabs(x[k] - orig[k]));
    double derr = 0;
    for (int k = 0; k < NSIG * N; k++) derr += (den[k] - orig[k]) * (den[k] - orig[k]);
    CHECK(rec < 1e-12);
    CHECK(fabs(e0 - e1) < 1e-9 * e0);
    CHECK(kept > 0 && kept < NSIG * N / 2);
    CHECK(derr / e0 < 0.01);
    free(x); free(orig); free(tmp); free(den);
    CHECK_DONE();
}
