/* The mini SWIM's main file: defines the fields of mini_swim.h (after its extern
 * `declare create`), sets the initial stream function on the host, copies it with
 * `update device` (2.14.4), runs ITMAX steps of calc1/calc2/calc3 from mini_swim_calc.c,
 * reads the fields back with `update self`, and compares the checksums and fields with a
 * plain-C run of the same algorithm on arrays of its own. */
#include <math.h>
#include <stdio.h>
#include "mini_swim.h"

double u[M1][N1], v[M1][N1], p[M1][N1], unew[M1][N1], vnew[M1][N1], pnew[M1][N1];
double uold[M1][N1], vold[M1][N1], pold[M1][N1];
double cu[M1][N1], cv[M1][N1], z[M1][N1], h[M1][N1];
double dt = 90.0, tdt, dx = 1.0e5, dy = 1.0e5, alpha = 0.001, fsdx, fsdy;

static double hu_[M1][N1], hv[M1][N1], hp[M1][N1], hun[M1][N1], hvn[M1][N1], hpn[M1][N1];
static double huo[M1][N1], hvo[M1][N1], hpo[M1][N1];
static double hcu[M1][N1], hcv[M1][N1], hz[M1][N1], hh[M1][N1];

static void hper(double (*f)[N1])
{
    for (int j = 0; j < N; j++)
        f[M][j] = f[0][j];
    for (int i = 0; i < M; i++)
        f[i][N] = f[i][0];
    f[M][N] = f[0][0];
}

static int hw(int i, int n)
{
    return i < 0 ? i + n : i >= n ? i - n : i;
}

static void host_step(int first, double tdt_)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            int ip = hw(i + 1, M), jp = hw(j + 1, N);
            hcu[ip][j] = 0.5 * (hp[ip][j] + hp[i][j]) * hu_[ip][j];
            hcv[i][jp] = 0.5 * (hp[i][jp] + hp[i][j]) * hv[i][jp];
            hz[ip][jp] = (fsdx * (hv[ip][jp] - hv[i][jp]) - fsdy * (hu_[ip][jp] - hu_[ip][j])) /
                         (hp[i][j] + hp[ip][j] + hp[ip][jp] + hp[i][jp]);
            hh[i][j] = hp[i][j] + 0.25 * (hu_[ip][j] * hu_[ip][j] + hu_[i][j] * hu_[i][j] +
                                          hv[i][jp] * hv[i][jp] + hv[i][j] * hv[i][j]);
        }
    hper(hcu);
    hper(hcv);
    hper(hz);
    hper(hh);
    double tdts8 = tdt_ / 8.0, tdtsdx = tdt_ / dx, tdtsdy = tdt_ / dy;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            int ip = i + 1, jp = j + 1;
            hun[ip][j] = huo[ip][j] + tdts8 * (hz[ip][jp] + hz[ip][j]) *
                             (hcv[ip][jp] + hcv[i][jp] + hcv[i][j] + hcv[ip][j]) -
                         tdtsdx * (hh[ip][j] - hh[i][j]);
            hvn[i][jp] = hvo[i][jp] - tdts8 * (hz[ip][jp] + hz[i][jp]) *
                             (hcu[ip][jp] + hcu[i][jp] + hcu[i][j] + hcu[ip][j]) -
                         tdtsdy * (hh[i][jp] - hh[i][j]);
            hpn[i][j] = hpo[i][j] - tdtsdx * (hcu[ip][j] - hcu[i][j]) - tdtsdy * (hcv[i][jp] - hcv[i][j]);
        }
    for (int k = 0; k < (M > N ? M : N); k++) {
        if (k < N)
            hun[0][k] = hun[M][k];
        if (k < M)
            hvn[k][0] = hvn[k][N];
    }
    hper(hun);
    hper(hvn);
    hper(hpn);
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++) {
            if (first) {
                huo[i][j] = hu_[i][j];
                hvo[i][j] = hv[i][j];
                hpo[i][j] = hp[i][j];
            } else {
                huo[i][j] = hu_[i][j] + alpha * (hun[i][j] - 2.0 * hu_[i][j] + huo[i][j]);
                hvo[i][j] = hv[i][j] + alpha * (hvn[i][j] - 2.0 * hv[i][j] + hvo[i][j]);
                hpo[i][j] = hp[i][j] + alpha * (hpn[i][j] - 2.0 * hp[i][j] + hpo[i][j]);
            }
            hu_[i][j] = hun[i][j];
            hv[i][j] = hvn[i][j];
            hp[i][j] = hpn[i][j];
        }
}

int main(void)
{
    const double pi = 4.0 * atan(1.0), tpi = 2.0 * pi, a = 1.0e6, el = N * dx, pcf = pi * pi * a * a / (el * el);
    const double di = tpi / M, dj = tpi / N;
    double psi[M1][N1];
    fsdx = 4.0 / dx;
    fsdy = 4.0 / dy;
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++)
            psi[i][j] = a * sin((i + 0.5) * di) * sin((j + 0.5) * dj);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            u[i + 1][j] = -(psi[i + 1][j + 1] - psi[i + 1][j]) / dy;
            v[i][j + 1] = (psi[i + 1][j + 1] - psi[i][j + 1]) / dx;
            p[i][j] = pcf * (cos(2.0 * i * di) + cos(2.0 * j * dj)) + 50000.0;
        }
    for (int j = 0; j < N; j++) {
        u[0][j] = u[M][j];
        v[M][j + 1] = v[0][j + 1];
    }
    for (int i = 0; i < M; i++) {
        u[i + 1][N] = u[i + 1][0];
        v[i][0] = v[i][N];
    }
    u[0][N] = u[M][0];
    v[M][0] = v[0][N];
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++) {
            p[i][N] = p[i][0];
            p[M][j] = p[0][j];
        }
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++) {
            uold[i][j] = hu_[i][j] = huo[i][j] = u[i][j];
            vold[i][j] = hv[i][j] = hvo[i][j] = v[i][j];
            pold[i][j] = hp[i][j] = hpo[i][j] = p[i][j];
        }
#pragma acc update device(u, v, p, uold, vold, pold, fsdx, fsdy)
    tdt = dt;
    for (int it = 1; it <= ITMAX; it++) {
        calc1();
        calc2();
        calc3(it == 1);
        if (it == 1)
            tdt = 2.0 * dt;
    }
#pragma acc update self(u, v, p)
    double ptime = 0.0, utime = 0.0, vtime = 0.0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            ptime += p[i][j];
            utime += u[i][j] * u[i][j];
            vtime += v[i][j] * v[i][j];
        }
    double t = dt;
    for (int it = 1; it <= ITMAX; it++) {
        host_step(it == 1, t);
        if (it == 1)
            t = 2.0 * dt;
    }
    double hpt = 0.0, hut = 0.0, hvt = 0.0, maxd = 0.0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            hpt += hp[i][j];
            hut += hu_[i][j] * hu_[i][j];
            hvt += hv[i][j] * hv[i][j];
        }
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++)
            maxd = fmax(maxd, fabs(p[i][j] - hp[i][j]) + fabs(u[i][j] - hu_[i][j]) + fabs(v[i][j] - hv[i][j]));
    int bad = 0;
    if (fabs(ptime - hpt) > 1e-12 * fabs(hpt) || fabs(utime - hut) > 1e-12 * hut ||
        fabs(vtime - hvt) > 1e-12 * hvt || maxd > 1e-7) { /* p is about 5e4: 2e-12 relative */
        fprintf(stderr, "swim: p %.17g/%.17g u %.17g/%.17g v %.17g/%.17g maxdiff %g\n", ptime, hpt,
                utime, hut, vtime, hvt, maxd);
        bad = 1;
    }
    if (hut == 0.0)
        bad = 1;
    return bad;
}
