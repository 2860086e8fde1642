/* Ewald summation for point charges in a periodic box as molecular-dynamics codes split it:
 * the real-space part with `erfc` and a cutoff over minimum-image pairs (a `routine seq` for
 * the image, 2.15.1), per-atom energies and forces from one `parallel loop` over atoms with a
 * sequential loop over partners; the reciprocal part one wave vector per gang (`parallel loop
 * gang`) with the structure factor's real and imaginary parts as a `loop vector
 * reduction(+:re, im)` (2.9.11), the k-vectors built on the host in a struct array; the
 * self-energy and total energy on the host. Atom coordinates a struct of arrays behind
 * `restrict` pointers. Checked against the host. */
#include <math.h>
#include "check.h"
#define NA 96
#define KMAX 3
#define NK ((2 * KMAX + 1) * (2 * KMAX + 1) * (2 * KMAX + 1))
typedef struct { double kx, ky, kz, coef; } kvec;

#pragma acc routine seq
static double image(double d, double L) { return d - L * nearbyint(d / L); }

int main(void)
{
    static double x[NA], y[NA], z[NA], q[NA], eat[NA], fx[NA], fy[NA], fz[NA], sk[NK];
    static kvec kv[NK];
    const double L = 12.0, alpha = 0.35, rc = 6.0, pi = 3.14159265358979;
    for (int i = 0; i < NA; i++) {
        x[i] = fmod(1.7 * i + 0.3, L); y[i] = fmod(3.1 * i * i * 0.01 + 0.9, L); z[i] = fmod(5.3 * i + 2.2, L);
        q[i] = i % 2 ? -1.0 : 1.0;
    }
    int nk = 0;
    for (int a = -KMAX; a <= KMAX; a++)
        for (int b = -KMAX; b <= KMAX; b++)
            for (int c = -KMAX; c <= KMAX; c++) {
                if (!a && !b && !c) continue;
                kvec k = {2 * pi * a / L, 2 * pi * b / L, 2 * pi * c / L, 0};
                double k2 = k.kx * k.kx + k.ky * k.ky + k.kz * k.kz;
                k.coef = 4 * pi / (L * L * L) * exp(-k2 / (4 * alpha * alpha)) / k2;
                kv[nk++] = k;
            }
    const double *restrict px = x, *restrict py = y, *restrict pz = z, *restrict pq = q;
    double erec = 0.0;
#pragma acc data copyin(px[0:NA], py[0:NA], pz[0:NA], pq[0:NA], kv[0:nk]) copyout(eat, fx, fy, fz, sk[0:nk])
    {
#pragma acc parallel loop present(px[0:NA], py[0:NA], pz[0:NA], pq[0:NA], eat, fx, fy, fz)
        for (int i = 0; i < NA; i++) {
            double e = 0.0, gx = 0.0, gy = 0.0, gz = 0.0;
            for (int j = 0; j < NA; j++) {
                if (j == i) continue;
                double dx = image(px[i] - px[j], L), dy = image(py[i] - py[j], L), dz = image(pz[i] - pz[j], L);
                double r2 = dx * dx + dy * dy + dz * dz;
                if (r2 > rc * rc) continue;
                double r = sqrt(r2), qq = pq[i] * pq[j];
                double ec = erfc(alpha * r) / r;
                e += 0.5 * qq * ec;
                double f = qq * (ec + 2 * alpha / sqrt(pi) * exp(-alpha * alpha * r2)) / r2;
                gx += f * dx; gy += f * dy; gz += f * dz;
            }
            eat[i] = e; fx[i] = gx; fy[i] = gy; fz[i] = gz;
        }
#pragma acc parallel loop gang present(px[0:NA], py[0:NA], pz[0:NA], pq[0:NA], kv[0:nk], sk[0:nk]) reduction(+:erec)
        for (int k = 0; k < nk; k++) {
            double re = 0.0, im = 0.0;
#pragma acc loop vector reduction(+:re, im)
            for (int j = 0; j < NA; j++) {
                double ph = kv[k].kx * px[j] + kv[k].ky * py[j] + kv[k].kz * pz[j];
                re += pq[j] * cos(ph);
                im += pq[j] * sin(ph);
            }
            sk[k] = re * re + im * im;
            erec += 0.5 * kv[k].coef * sk[k];
        }
    }
    double e = 0.0, ereal = 0.0, herec = 0.0, fsum = 0.0;
    for (int i = 0; i < NA; i++) {
        double he = 0.0, gx = 0.0, gy = 0.0, gz = 0.0;
        for (int j = 0; j < NA; j++) {
            if (j == i) continue;
            double dx = image(x[i] - x[j], L), dy = image(y[i] - y[j], L), dz = image(z[i] - z[j], L);
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 > rc * rc) continue;
            double r = sqrt(r2), qq = q[i] * q[j], ec = erfc(alpha * r) / r;
            he += 0.5 * qq * ec;
            double f = qq * (ec + 2 * alpha / sqrt(pi) * exp(-alpha * alpha * r2)) / r2;
            gx += f * dx; gy += f * dy; gz += f * dz;
        }
        e = fmax(e, fabs(he - eat[i]) + fabs(gx - fx[i]) + fabs(gy - fy[i]) + fabs(gz - fz[i]));
        ereal += eat[i];
        fsum += fx[i];
    }
    for (int k = 0; k < nk; k++) {
        double re = 0.0, im = 0.0;
        for (int j = 0; j < NA; j++) {
            double ph = kv[k].kx * x[j] + kv[k].ky * y[j] + kv[k].kz * z[j];
            re += q[j] * cos(ph); im += q[j] * sin(ph);
        }
        e = fmax(e, fabs(re * re + im * im - sk[k]) / (1.0 + sk[k]));
        herec += 0.5 * kv[k].coef * (re * re + im * im);
    }
    double eself = 0.0;
    for (int i = 0; i < NA; i++) eself -= alpha / sqrt(pi) * q[i] * q[i];
    CHECK(e < 1e-9);
    CHECK(fabs(erec - herec) < 1e-9 * fabs(herec));
    /* Newton's third law: the real-space forces sum to zero */
    CHECK(fabs(fsum) < 1e-9);
    CHECK(ereal + erec + eself < 0.0);
    CHECK(nk == NK - 1);
    CHECK_DONE();
}
