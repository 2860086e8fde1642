/* Roots of a batch of polynomials by the Durand-Kerner (Weierstrass) iteration on C99
 * `double _Complex` values, as batched root finders offload it: one polynomial per gang of a
 * `parallel loop gang`, its roots updated Jacobi-style by a `loop vector` over the roots with
 * a private complex product per root (the new roots in a second array, then copied back by a
 * second `loop vector`), the polynomial evaluated by Horner in a `routine seq` taking
 * `const double _Complex *`; the largest residual a `max` reduction. Checked by the roots'
 * residuals and Vieta's sum against the coefficients. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NP 64
#define DEG 8
#define ITERS 200

#pragma acc routine seq
static double _Complex horner(const double _Complex *c, double _Complex z)
{
    double _Complex p = 1.0;
    for (int k = DEG - 1; k >= 0; k--) p = p * z + c[k];
    return p;
}

int main(void)
{
    double _Complex *coef = malloc(NP * DEG * sizeof(double _Complex));
    double _Complex *z = malloc(NP * DEG * sizeof(double _Complex)), *zn = malloc(NP * DEG * sizeof(double _Complex));
    unsigned s = 21;
    for (int p = 0; p < NP; p++)
        for (int k = 0; k < DEG; k++) {
            s = s * 1103515245u + 12345u;
            double re = ((int)((s >> 16) % 200) - 100) / 50.0;
            s = s * 1103515245u + 12345u;
            double im = ((int)((s >> 16) % 200) - 100) / 100.0;
            coef[p * DEG + k] = re + im * I;   /* monic: z^DEG + sum coef[k] z^k */
        }
    double worst = 0;
#pragma acc parallel loop gang copyin(coef[0:NP*DEG]) copyout(z[0:NP*DEG]) create(zn[0:NP*DEG]) reduction(max:worst)
    for (int p = 0; p < NP; p++) {
        const double _Complex *c = coef + p * DEG;
        double _Complex *zp = z + p * DEG, *zq = zn + p * DEG;
#pragma acc loop vector
        for (int i = 0; i < DEG; i++) zp[i] = cpow(0.4 + 0.9 * I, i);
        for (int it = 0; it < ITERS; it++) {
#pragma acc loop vector
            for (int i = 0; i < DEG; i++) {
                double _Complex den = 1.0;
                for (int j = 0; j < DEG; j++) if (j != i) den *= zp[i] - zp[j];
                zq[i] = zp[i] - horner(c, zp[i]) / den;
            }
#pragma acc loop vector
            for (int i = 0; i < DEG; i++) zp[i] = zq[i];
        }
        double r = 0;
#pragma acc loop vector reduction(max:r)
        for (int i = 0; i < DEG; i++) { double a = cabs(horner(c, zp[i])); if (a > r) r = a; }
        if (r > worst) worst = r;
    }
    double vieta = 0;
    for (int p = 0; p < NP; p++) {
        double _Complex sum = 0;
        for (int i = 0; i < DEG; i++) sum += z[p * DEG + i];
        vieta = fmax(vieta, cabs(sum + coef[p * DEG + DEG - 1]));
    }
    CHECK(worst < 1e-8);
    CHECK(vieta < 1e-8);
    free(coef); free(z); free(zn);
    CHECK_DONE();
}
