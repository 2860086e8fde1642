/* A 2-D acoustic wave solver as seismic-modelling codes pipeline it: three time levels
 * rotated by pointer, the interior update `async(1) wait(2)` (it reads the edges the previous
 * step wrote on queue 2) and a Ricker source injection `async(1)` after it, the absorbing (first-order Engquist-Majda) edges on `async(2)` after a
 * `wait(1)` clause on the construct (2.16.2), a receiver line recorded into a seismogram on
 * the device every step, `update self ... async(3)` snapshots every 8 steps with `wait(3)`
 * before the host reads them (2.14.4, 2.16.3), all inside a `data` region; the energy a
 * `+` reduction at the end. Checked against the host's serial run. */
#include <math.h>
#include <string.h>
#include "check.h"
#define NX 56
#define NZ 48
#define NT 48
#define ID(z, x) ((z) * NX + (x))

static double ricker(int t) { double a = 3.14159265358979 * 0.08 * (t - 20); a *= a; return (1 - 2 * a) * exp(-a); }

static void host_step(const double *pp, const double *p, double *pn, double c2, double cr, int t)
{
    for (int z = 1; z < NZ - 1; z++)
        for (int x = 1; x < NX - 1; x++)
            pn[ID(z, x)] = 2 * p[ID(z, x)] - pp[ID(z, x)] +
                           c2 * (p[ID(z, x - 1)] + p[ID(z, x + 1)] + p[ID(z - 1, x)] + p[ID(z + 1, x)] - 4 * p[ID(z, x)]);
    pn[ID(10, NX / 2)] += ricker(t);
    for (int z = 1; z < NZ - 1; z++) {
        pn[ID(z, 0)] = p[ID(z, 1)] + (cr - 1) / (cr + 1) * (pn[ID(z, 1)] - p[ID(z, 0)]);
        pn[ID(z, NX - 1)] = p[ID(z, NX - 2)] + (cr - 1) / (cr + 1) * (pn[ID(z, NX - 2)] - p[ID(z, NX - 1)]);
    }
    for (int x = 0; x < NX; x++) {
        pn[ID(0, x)] = pn[ID(1, x)];
        pn[ID(NZ - 1, x)] = p[ID(NZ - 2, x)] + (cr - 1) / (cr + 1) * (pn[ID(NZ - 2, x)] - p[ID(NZ - 1, x)]);
    }
}

int main(void)
{
    static double b0[NX * NZ], b1[NX * NZ], b2[NX * NZ], seis[NT][NX], snap[NX * NZ];
    static double h0[NX * NZ], h1[NX * NZ], h2[NX * NZ], hseis[NT][NX];
    const double cr = 0.5, c2 = cr * cr;
    double *pp = b0, *p = b1, *pn = b2;
    int nsnap = 0;
    double snapsum = 0.0;
    double *hpp = h0, *hp = h1, *hpn = h2;
    double hsnapsum = 0.0;
#pragma acc data copyin(b0, b1, b2) copyout(seis)
    {
        for (int t = 0; t < NT; t++) {
            double src = ricker(t);
#pragma acc parallel loop collapse(2) present(pp[0:NX*NZ], p[0:NX*NZ], pn[0:NX*NZ]) async(1) wait(2)
            for (int z = 1; z < NZ - 1; z++)
                for (int x = 1; x < NX - 1; x++)
                    pn[ID(z, x)] = 2 * p[ID(z, x)] - pp[ID(z, x)] +
                                   c2 * (p[ID(z, x - 1)] + p[ID(z, x + 1)] + p[ID(z - 1, x)] + p[ID(z + 1, x)] - 4 * p[ID(z, x)]);
#pragma acc serial present(pn[0:NX*NZ]) async(1)
            pn[ID(10, NX / 2)] += src;
#pragma acc parallel loop present(p[0:NX*NZ], pn[0:NX*NZ]) async(2) wait(1)
            for (int z = 1; z < NZ - 1; z++) {
                pn[ID(z, 0)] = p[ID(z, 1)] + (cr - 1) / (cr + 1) * (pn[ID(z, 1)] - p[ID(z, 0)]);
                pn[ID(z, NX - 1)] = p[ID(z, NX - 2)] + (cr - 1) / (cr + 1) * (pn[ID(z, NX - 2)] - p[ID(z, NX - 1)]);
            }
#pragma acc parallel loop present(p[0:NX*NZ], pn[0:NX*NZ], seis) async(2)
            for (int x = 0; x < NX; x++) {
                pn[ID(0, x)] = pn[ID(1, x)];
                pn[ID(NZ - 1, x)] = p[ID(NZ - 2, x)] + (cr - 1) / (cr + 1) * (pn[ID(NZ - 2, x)] - p[ID(NZ - 1, x)]);
                seis[t][x] = pn[ID(4, x)];
            }
            if (t % 8 == 7) {
#pragma acc update self(pn[0:NX*NZ]) async(2)
#pragma acc wait(2)
                memcpy(snap, pn, sizeof snap);
                for (int k = 0; k < NX * NZ; k++) snapsum += fabs(snap[k]);
                nsnap++;
            }
            double *tt = pp; pp = p; p = pn; pn = tt;
            /* the host's step, interleaved so that the snapshots compare */
            host_step(hpp, hp, hpn, c2, cr, t);
            for (int x = 0; x < NX; x++) hseis[t][x] = hpn[ID(4, x)];
            if (t % 8 == 7) for (int k = 0; k < NX * NZ; k++) hsnapsum += fabs(hpn[k]);
            tt = hpp; hpp = hp; hp = hpn; hpn = tt;
        }
#pragma acc wait
        double energy = 0.0, henergy = 0.0;
#pragma acc parallel loop present(p[0:NX*NZ]) reduction(+:energy)
        for (int k = 0; k < NX * NZ; k++) energy += p[k] * p[k];
        for (int k = 0; k < NX * NZ; k++) henergy += hp[k] * hp[k];
        CHECK(fabs(energy - henergy) < 1e-9 * henergy && henergy > 0.0);
    }
    double e = 0.0;
    for (int t = 0; t < NT; t++) for (int x = 0; x < NX; x++) e = fmax(e, fabs(seis[t][x] - hseis[t][x]));
    CHECK(e < 1e-12);
    CHECK(nsnap == NT / 8 && fabs(snapsum - hsnapsum) < 1e-9 * hsnapsum);
    CHECK_DONE();
}
