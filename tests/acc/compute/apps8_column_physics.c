/* A weather-model "physics" column loop (saturation adjustment, a Kessler-style warm-rain
 * microphysics and sedimentation) as NWP codes port it: the columns a `parallel loop gang
 * vector` over `ncol` with the vertical `k` loop sequential inside each thread, many local
 * scalars, `routine seq` thermodynamic helpers defined in other functions (saturation mixing
 * ratio with `exp`, a Newton iteration for the adjusted temperature), 2-D state arrays passed
 * as VLA parameters `double t[ncol][nlev]` (C99 6.7.6.2) and a `kernels` diagnostic (column
 * precipitation totals, a maximum). Checked against the host. */
#include <math.h>
#include "check.h"
#define NCOL 300
#define NLEV 30
#define CP 1004.0
#define LV 2.5e6
#define RV 461.5

#pragma acc routine seq
static double qsat(double T, double p)
{
    double es = 611.2 * exp(17.67 * (T - 273.15) / (T - 29.65));
    return 0.622 * es / (p - 0.378 * es);
}

#pragma acc routine seq
static double adjust(double *T, double *qv, double *qc, double p)
{
    double Tn = *T, qvt = *qv + *qc, hl = CP * (*T) + LV * (*qv);
    for (int it = 0; it < 6; it++) {
        double qs = qsat(Tn, p);
        double f = CP * Tn + LV * qs - hl;
        double dqs = qs * 17.67 * (273.15 - 29.65) / ((Tn - 29.65) * (Tn - 29.65));
        Tn -= f / (CP + LV * dqs);
    }
    double qs = qsat(Tn, p), cond;
    if (qvt > qs) {
        cond = *qv - qs;
        *qv = qs;
        *qc = qvt - qs;
        *T = Tn;
    } else {
        cond = -*qc;
        *qv = qvt;
        *qc = 0.0;
        *T = (hl - LV * qvt) / CP;
    }
    return cond;
}

static void physics(int ncol, int nlev, double T[ncol][nlev], double qv[ncol][nlev], double qc[ncol][nlev],
                    double qr[ncol][nlev], const double p[nlev], const double dz[nlev], double *precip, double dt, int dev)
{
#pragma acc parallel loop gang vector present(T, qv, qc, qr, p, dz, precip) if(dev)
    for (int c = 0; c < ncol; c++) {
        double flux_in = 0.0;
        for (int k = nlev - 1; k >= 0; k--) {
            double t = T[c][k], v = qv[c][k], l = qc[c][k], r = qr[c][k];
            double cond = adjust(&t, &v, &l, p[k]);
            double auto_c = l > 2e-4 ? 1e-2 * (l - 2e-4) * dt : 0.0;
            double accr = 2.2 * l * pow(r > 0.0 ? r : 0.0, 0.875) * dt;
            double conv = fmin(l, auto_c + accr);
            l -= conv;
            r += conv;
            double vt = 36.34 * pow(r * 1.0 + 1e-12, 0.1364);
            double flux_out = fmin(r * vt, r * dz[k] / dt);
            r += (flux_in - flux_out) * dt / dz[k];
            flux_in = flux_out;
            double evap = 0.0;
            double qs = qsat(t, p[k]);
            if (v < qs && r > 0.0) {
                evap = fmin(r, 1e-2 * (qs - v) * dt);
                r -= evap;
                v += evap;
                t -= LV / CP * evap;
            }
            (void)cond;
            T[c][k] = t; qv[c][k] = v; qc[c][k] = l; qr[c][k] = r;
        }
        precip[c] += flux_in * dt;
    }
}

int main(void)
{
    const int ncol = NCOL, nlev = NLEV;
    double (*T)[NLEV] = malloc(sizeof(double[NCOL][NLEV])), (*qv)[NLEV] = malloc(sizeof(double[NCOL][NLEV]));
    double (*qc)[NLEV] = malloc(sizeof(double[NCOL][NLEV])), (*qr)[NLEV] = malloc(sizeof(double[NCOL][NLEV]));
    double (*hT)[NLEV] = malloc(sizeof(double[NCOL][NLEV])), (*hqv)[NLEV] = malloc(sizeof(double[NCOL][NLEV]));
    double (*hqc)[NLEV] = malloc(sizeof(double[NCOL][NLEV])), (*hqr)[NLEV] = malloc(sizeof(double[NCOL][NLEV]));
    double p[NLEV], dz[NLEV], precip[NCOL], hprecip[NCOL];
    for (int k = 0; k < NLEV; k++) { p[k] = 100000.0 * exp(-k * 0.04); dz[k] = 300.0 + 10.0 * k; }
    for (int c = 0; c < NCOL; c++) {
        precip[c] = hprecip[c] = 0.0;
        for (int k = 0; k < NLEV; k++) {
            T[c][k] = hT[c][k] = 295.0 - 6.5e-3 * 320.0 * k + 2.0 * sin(0.05 * c);
            qv[c][k] = hqv[c][k] = 1.05 * qsat(T[c][k], p[k]) * (0.8 + 0.3 * cos(0.07 * c + 0.2 * k));
            qc[c][k] = hqc[c][k] = 0.0;
            qr[c][k] = hqr[c][k] = 0.0;
        }
    }
    const double dt = 10.0;
    for (int s = 0; s < 5; s++) physics(ncol, nlev, hT, hqv, hqc, hqr, p, dz, hprecip, dt, 0);
    double total = 0.0, pmax = 0.0;
#pragma acc data copy(T[0:NCOL][0:NLEV], qv[0:NCOL][0:NLEV], qc[0:NCOL][0:NLEV], qr[0:NCOL][0:NLEV], precip) copyin(p, dz)
    {
        for (int s = 0; s < 5; s++) physics(ncol, nlev, T, qv, qc, qr, p, dz, precip, dt, 1);
#pragma acc kernels present(precip)
        for (int c = 0; c < ncol; c++) {
            total += precip[c];
            pmax = fmax(pmax, precip[c]);
        }
    }
    double htotal = 0.0, hmax = 0.0;
    int bad = 0;
    for (int c = 0; c < NCOL; c++) {
        htotal += hprecip[c];
        hmax = fmax(hmax, hprecip[c]);
        if (fabs(precip[c] - hprecip[c]) > 1e-9 * (1 + fabs(hprecip[c]))) bad++;
        for (int k = 0; k < NLEV; k++)
            if (fabs(T[c][k] - hT[c][k]) > 1e-8 || fabs(qv[c][k] - hqv[c][k]) > 1e-12 || fabs(qr[c][k] - hqr[c][k]) > 1e-12) bad++;
    }
    CHECK(bad == 0);
    CHECK(fabs(total - htotal) <= 1e-9 * (1 + htotal));
    CHECK(fabs(pmax - hmax) <= 1e-9 * (1 + hmax));
    CHECK(htotal > 0.0);
    free(T); free(qv); free(qc); free(qr); free(hT); free(hqv); free(hqc); free(hqr);
    CHECK_DONE();
}
