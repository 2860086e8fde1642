/* An embedded-atom-method (EAM) potential as MD codes write it in OpenACC: tabulated pair
 * potential, electron density and embedding functions in `declare create` global tables filled
 * on the host and sent by `update device` (2.13), interpolated by `routine seq` helpers (cubic
 * Hermite on the table, with the derivative through an out-parameter); a first pass computing
 * each atom's host density (`parallel loop gang vector` over atoms, sequential neighbour loop
 * over a cell-free all-pairs list with a cutoff), the embedding energy and F'(rho) per atom,
 * then a second pass for the forces (pair + embedding terms, each atom summing its own),
 * the total energy as a reduction; periodic minimum images. Checked against the host; the
 * total force is zero (Newton's third law). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NA 108
#define NTAB 200
#define RC 4.0
#define BOX 9.0

double tphi[NTAB], trho[NTAB], temb[NTAB];
#pragma acc declare create(tphi, trho, temb)

#pragma acc routine seq
static double interp(const double *t, double x, double dx, double *d)
{
    double s = x / dx;
    int k = (int)s;
    if (k < 1) k = 1;
    if (k > NTAB - 3) k = NTAB - 3;
    double u = s - k;
    double m0 = 0.5 * (t[k + 1] - t[k - 1]), m1 = 0.5 * (t[k + 2] - t[k]);
    double h00 = (1 + 2 * u) * (1 - u) * (1 - u), h10 = u * (1 - u) * (1 - u), h01 = u * u * (3 - 2 * u), h11 = u * u * (u - 1);
    *d = ((6 * u * u - 6 * u) * t[k] + (3 * u * u - 4 * u + 1) * m0 + (-6 * u * u + 6 * u) * t[k + 1] + (3 * u * u - 2 * u) * m1) / dx;
    return h00 * t[k] + h10 * m0 + h01 * t[k + 1] + h11 * m1;
}

#pragma acc routine seq
static double mic(double d)
{
    return d - BOX * round(d / BOX);
}

static double eam(const double *x, const double *y, const double *z, double *rho, double *fp,
                  double *fx, double *fy, double *fz, int dev)
{
    const double dr = RC / (NTAB - 1), drho = 12.0 / (NTAB - 1);
    double e = 0.0;
#pragma acc data copyin(x[0:NA], y[0:NA], z[0:NA]) create(rho[0:NA], fp[0:NA]) copyout(fx[0:NA], fy[0:NA], fz[0:NA]) if(dev)
    {
#pragma acc parallel loop gang vector reduction(+:e) if(dev)
        for (int i = 0; i < NA; i++) {
            double r = 0.0, ep = 0.0, d;
            for (int j = 0; j < NA; j++) {
                if (j == i) continue;
                double dx = mic(x[j] - x[i]), dy = mic(y[j] - y[i]), dz = mic(z[j] - z[i]);
                double rr = sqrt(dx * dx + dy * dy + dz * dz);
                if (rr >= RC) continue;
                r += interp(trho, rr, dr, &d);
                ep += 0.5 * interp(tphi, rr, dr, &d);
            }
            rho[i] = r;
            e += ep + interp(temb, r, drho, &d);
            fp[i] = d;
        }
#pragma acc parallel loop gang vector if(dev)
        for (int i = 0; i < NA; i++) {
            double ax = 0, ay = 0, az = 0, dphi, drh;
            for (int j = 0; j < NA; j++) {
                if (j == i) continue;
                double dx = mic(x[j] - x[i]), dy = mic(y[j] - y[i]), dz = mic(z[j] - z[i]);
                double rr = sqrt(dx * dx + dy * dy + dz * dz);
                if (rr >= RC) continue;
                interp(tphi, rr, dr, &dphi);
                interp(trho, rr, dr, &drh);
                double f = (dphi + (fp[i] + fp[j]) * drh) / rr;
                ax += f * dx; ay += f * dy; az += f * dz;
            }
            fx[i] = ax; fy[i] = ay; fz[i] = az;
        }
    }
    return e;
}

int main(void)
{
    for (int k = 0; k < NTAB; k++) {
        double r = k * RC / (NTAB - 1), q = k * 12.0 / (NTAB - 1);
        double c = r < RC ? (RC - r) * (RC - r) : 0;
        tphi[k] = (exp(-2.0 * (r - 2.5)) - 2.0 * exp(-(r - 2.5))) * c / 4.0;
        trho[k] = exp(-1.2 * r) * c;
        temb[k] = -sqrt(q + 0.1) + 0.05 * q;
    }
#pragma acc update device(tphi, trho, temb)
    double x[NA], y[NA], z[NA], rho[NA], fp[NA], f[2][3][NA];
    int n = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 3; c++)
                for (int s = 0; s < 4; s++) {
                    x[n] = 3.0 * a + 1.5 * (s == 1 || s == 2) + 0.05 * sin(n);
                    y[n] = 3.0 * b + 1.5 * (s == 1 || s == 3) + 0.05 * cos(2 * n);
                    z[n] = 3.0 * c + 1.5 * (s == 2 || s == 3) + 0.03 * sin(3 * n);
                    n++;
                }
    double e1 = eam(x, y, z, rho, fp, f[0][0], f[0][1], f[0][2], 1);
    double e2 = eam(x, y, z, rho, fp, f[1][0], f[1][1], f[1][2], 0);
    double md = 0, net[3] = {0, 0, 0}, fmx = 0;
    for (int c = 0; c < 3; c++)
        for (int i = 0; i < NA; i++) {
            md = fmax(md, fabs(f[0][c][i] - f[1][c][i]));
            net[c] += f[0][c][i];
            fmx = fmax(fmx, fabs(f[1][c][i]));
        }
    CHECK(n == NA);
    CHECK(fabs(e1 - e2) < 1e-9 * fabs(e2));
    CHECK(md < 1e-9 * fmx && fmx > 1e-3);
    CHECK(fabs(net[0]) + fabs(net[1]) + fabs(net[2]) < 1e-9 * fmx * NA);
    CHECK_DONE();
}
