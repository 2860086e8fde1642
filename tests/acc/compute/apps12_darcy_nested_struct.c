/* Steady groundwater flow (Darcy) in a heterogeneous aquifer on a nested struct, as simulation
 * frameworks lay out their state (spec 2.6.6 enter data, 2.6.8 attach of members of member
 * structs, 2.14.4 update of member sections, 2.15.1 routine vector/seq, 2.5.3 kernels): a
 * `sim_t` holds an array of two `field_t` structs (each with its own dimensions and `data`
 * pointer) and a permeability pointer; `enter data` copies the struct and then the
 * `sim->f[0].data`, `sim->f[1].data` and `sim->perm` sections into it; weighted-Jacobi sweeps on
 * harmonic-mean face transmissibilities run as `kernels loop independent collapse(2)` from
 * `sim->f[cur].data` into the other field (the parity alternates, no pointer is swapped), the
 * residual comes from a `routine vector` row helper under a `parallel loop gang` with a `max`
 * reduction, and `update self(sim->f[cur].data[...])` every 50 sweeps samples the head.
 * Checked against the host. (The first version swapped the two fields' pointers on the device
 * by a `serial` region and on the host: see attach_after_device_swap.c.) */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NX 32
#define NY 24
#define NN (NX * NY)
#define SWEEPS 200

typedef struct { int nx, ny; double *data; } field_t;
typedef struct { field_t f[2]; double *perm; double hl, hr; } sim_t;

#pragma acc routine seq
static double tr(double a, double b) { return 2.0 * a * b / (a + b); }

#pragma acc routine vector
static double row_residual(const sim_t *s, int cur, int i)
{
    double r = 0;
    const double *h = s->f[cur].data, *k = s->perm;
#pragma acc loop vector reduction(max:r)
    for (int j = 1; j < NY - 1; j++) {
        int c = i * NY + j;
        double f = tr(k[c], k[c + NY]) * (h[c + NY] - h[c]) + tr(k[c], k[c - NY]) * (h[c - NY] - h[c])
                 + tr(k[c], k[c + 1]) * (h[c + 1] - h[c]) + tr(k[c], k[c - 1]) * (h[c - 1] - h[c]);
        r = fmax(r, fabs(f));
    }
    return r;
}

static void sweep(sim_t *s, int cur)
{
#pragma acc kernels present(s[0:1])
#pragma acc loop independent collapse(2)
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++) {
            int c = i * NY + j;
            const double *h = s->f[cur].data, *k = s->perm;
            double te = tr(k[c], k[c + NY]), tw = tr(k[c], k[c - NY]), tn = tr(k[c], k[c + 1]), ts = tr(k[c], k[c - 1]);
            double hj = (te * h[c + NY] + tw * h[c - NY] + tn * h[c + 1] + ts * h[c - 1]) / (te + tw + tn + ts);
            s->f[1 - cur].data[c] = 0.2 * h[c] + 0.8 * hj;
        }
}

static void host_sweep(double *h, double *hn, const double *k)
{
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++) {
            int c = i * NY + j;
            double te = tr(k[c], k[c + NY]), tw = tr(k[c], k[c - NY]), tn = tr(k[c], k[c + 1]), ts = tr(k[c], k[c - 1]);
            double hj = (te * h[c + NY] + tw * h[c - NY] + tn * h[c + 1] + ts * h[c - 1]) / (te + tw + tn + ts);
            hn[c] = 0.2 * h[c] + 0.8 * hj;
        }
}

int main(void)
{
    sim_t *s = malloc(sizeof *s);
    for (int q = 0; q < 2; q++) { s->f[q].nx = NX; s->f[q].ny = NY; s->f[q].data = malloc(NN * sizeof(double)); }
    s->perm = malloc(NN * sizeof(double));
    s->hl = 10.0; s->hr = 2.0;
    double *h = malloc(NN * sizeof(double)), *hn = malloc(NN * sizeof(double));
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            int c = i * NY + j;
            s->perm[c] = (i > 10 && i < 20 && j > 5 && j < 18) ? 0.05 : 1.0 + 0.5 * sin(0.3 * j);
            double v = i == 0 ? s->hl : i == NX - 1 ? s->hr : 6.0;
            s->f[0].data[c] = s->f[1].data[c] = h[c] = hn[c] = v;
        }
    /* the top and bottom rows are fixed heads interpolated linearly */
    for (int i = 0; i < NX; i++) {
        double v = s->hl + (s->hr - s->hl) * i / (NX - 1);
        for (int j = 0; j < NY; j += NY - 1) s->f[0].data[i * NY + j] = s->f[1].data[i * NY + j] = h[i * NY + j] = hn[i * NY + j] = v;
    }
#pragma acc enter data copyin(s[0:1])
#pragma acc enter data copyin(s->f[0].data[0:NN], s->f[1].data[0:NN], s->perm[0:NN])
    double mid[SWEEPS / 50];
    int cur = 0;
    for (int it = 0; it < SWEEPS; it++) {
        sweep(s, cur);
        cur = 1 - cur;
        if (it % 50 == 49) {
#pragma acc update self(s->f[cur].data[NX / 2 * NY:NY])
            mid[it / 50] = s->f[cur].data[NX / 2 * NY + NY / 2];
        }
    }
    double res = 0;
#pragma acc parallel loop gang reduction(max:res) present(s[0:1])
    for (int i = 1; i < NX - 1; i++) {
        double r = row_residual(s, cur, i);
        res = fmax(res, r);
    }
#pragma acc exit data copyout(s->f[cur].data[0:NN]) delete(s->f[1 - cur].data[0:NN], s->perm[0:NN])
#pragma acc exit data delete(s[0:1])
    for (int it = 0; it < SWEEPS; it++) {
        host_sweep(h, hn, s->perm);
        double *t = h; h = hn; hn = t;
        if (it % 50 == 49) CHECK(fabs(mid[it / 50] - h[NX / 2 * NY + NY / 2]) < 1e-9);
    }
    double md = 0, hres = 0;
    for (int c = 0; c < NN; c++) md = fmax(md, fabs(s->f[cur].data[c] - h[c]));
    CHECK(md < 1e-9);
    for (int i = 1; i < NX - 1; i++) {
        sim_t hs = *s;
        hs.f[0].data = h;
        hres = fmax(hres, row_residual(&hs, 0, i));
    }
    CHECK(fabs(res - hres) < 1e-9 * (1 + hres));
    CHECK(res < 1.0 && mid[0] != mid[SWEEPS / 50 - 1]);
    free(s->f[0].data); free(s->f[1].data); free(s->perm); free(s); free(h); free(hn);
    CHECK_DONE();
}
