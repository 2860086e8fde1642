/* 3-D FDTD (Yee's scheme) for Maxwell's equations as EM codes write it in OpenACC: six field
 * components in a struct of arrays deep-copied by `enter data` + attach (2.7.2 / 2.6.8),
 * H and E updates as `parallel loop collapse(3)` with `present(f[0:1])`, a soft point source
 * injected by a `serial` region, PEC walls (the boundary tangential E never updated), the
 * field energy reduced every few steps (`reduction(+:)` on a `kernels` loop), and the arrays
 * brought back by `exit data copyout`. Checked against the same scheme on the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NX 14
#define NY 12
#define NZ 10
#define NC (NX * NY * NZ)
#define ID(i, j, k) (((i) * NY + (j)) * NZ + (k))
#define STEPS 24

typedef struct { double *ex, *ey, *ez, *hx, *hy, *hz; } fields_t;

static void alloc_fields(fields_t *f)
{
    double **m[6] = {&f->ex, &f->ey, &f->ez, &f->hx, &f->hy, &f->hz};
    for (int c = 0; c < 6; c++) *m[c] = calloc(NC, sizeof(double));
}

static void update_h(fields_t *f, double ch)
{
#pragma acc parallel loop collapse(3) present(f[0:1])
    for (int i = 0; i < NX - 1; i++)
        for (int j = 0; j < NY - 1; j++)
            for (int k = 0; k < NZ - 1; k++) {
                f->hx[ID(i, j, k)] += ch * ((f->ey[ID(i, j, k + 1)] - f->ey[ID(i, j, k)]) - (f->ez[ID(i, j + 1, k)] - f->ez[ID(i, j, k)]));
                f->hy[ID(i, j, k)] += ch * ((f->ez[ID(i + 1, j, k)] - f->ez[ID(i, j, k)]) - (f->ex[ID(i, j, k + 1)] - f->ex[ID(i, j, k)]));
                f->hz[ID(i, j, k)] += ch * ((f->ex[ID(i, j + 1, k)] - f->ex[ID(i, j, k)]) - (f->ey[ID(i + 1, j, k)] - f->ey[ID(i, j, k)]));
            }
}

static void update_e(fields_t *f, double ce)
{
#pragma acc parallel loop collapse(3) present(f[0:1])
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            for (int k = 1; k < NZ - 1; k++) {
                f->ex[ID(i, j, k)] += ce * ((f->hz[ID(i, j, k)] - f->hz[ID(i, j - 1, k)]) - (f->hy[ID(i, j, k)] - f->hy[ID(i, j, k - 1)]));
                f->ey[ID(i, j, k)] += ce * ((f->hx[ID(i, j, k)] - f->hx[ID(i, j, k - 1)]) - (f->hz[ID(i, j, k)] - f->hz[ID(i - 1, j, k)]));
                f->ez[ID(i, j, k)] += ce * ((f->hy[ID(i, j, k)] - f->hy[ID(i - 1, j, k)]) - (f->hx[ID(i, j, k)] - f->hx[ID(i, j - 1, k)]));
            }
}

static void host_step(fields_t *f, double ch, double ce, int t)
{
    for (int i = 0; i < NX - 1; i++)
        for (int j = 0; j < NY - 1; j++)
            for (int k = 0; k < NZ - 1; k++) {
                f->hx[ID(i, j, k)] += ch * ((f->ey[ID(i, j, k + 1)] - f->ey[ID(i, j, k)]) - (f->ez[ID(i, j + 1, k)] - f->ez[ID(i, j, k)]));
                f->hy[ID(i, j, k)] += ch * ((f->ez[ID(i + 1, j, k)] - f->ez[ID(i, j, k)]) - (f->ex[ID(i, j, k + 1)] - f->ex[ID(i, j, k)]));
                f->hz[ID(i, j, k)] += ch * ((f->ex[ID(i, j + 1, k)] - f->ex[ID(i, j, k)]) - (f->ey[ID(i + 1, j, k)] - f->ey[ID(i, j, k)]));
            }
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            for (int k = 1; k < NZ - 1; k++) {
                f->ex[ID(i, j, k)] += ce * ((f->hz[ID(i, j, k)] - f->hz[ID(i, j - 1, k)]) - (f->hy[ID(i, j, k)] - f->hy[ID(i, j, k - 1)]));
                f->ey[ID(i, j, k)] += ce * ((f->hx[ID(i, j, k)] - f->hx[ID(i, j, k - 1)]) - (f->hz[ID(i, j, k)] - f->hz[ID(i - 1, j, k)]));
                f->ez[ID(i, j, k)] += ce * ((f->hy[ID(i, j, k)] - f->hy[ID(i - 1, j, k)]) - (f->hx[ID(i, j, k)] - f->hx[ID(i, j - 1, k)]));
            }
    f->ez[ID(NX / 2, NY / 2, NZ / 2)] += exp(-0.5 * (t - 8.0) * (t - 8.0) / 9.0);
}

int main(void)
{
    fields_t f, h;
    alloc_fields(&f);
    alloc_fields(&h);
    double ch = 0.5, ce = 0.5;
#pragma acc enter data copyin(f)
#pragma acc enter data copyin(f.ex[0:NC], f.ey[0:NC], f.ez[0:NC], f.hx[0:NC], f.hy[0:NC], f.hz[0:NC])
    double energy[STEPS / 6];
    int ne = 0;
    for (int t = 0; t < STEPS; t++) {
        update_h(&f, ch);
        update_e(&f, ce);
        double amp = exp(-0.5 * (t - 8.0) * (t - 8.0) / 9.0);
#pragma acc serial present(f)
        f.ez[ID(NX / 2, NY / 2, NZ / 2)] += amp;
        host_step(&h, ch, ce, t);
        if ((t + 1) % 6 == 0) {
            double e = 0.0;
            double *ex = f.ex, *ey = f.ey, *ez = f.ez;
#pragma acc kernels present(ex[0:NC], ey[0:NC], ez[0:NC])
            for (int c = 0; c < NC; c++) e += ex[c] * ex[c] + ey[c] * ey[c] + ez[c] * ez[c];
            energy[ne++] = e;
        }
    }
#pragma acc exit data copyout(f.ex[0:NC], f.ey[0:NC], f.ez[0:NC], f.hx[0:NC], f.hy[0:NC], f.hz[0:NC])
#pragma acc exit data delete(f)
    double md = 0, mx = 0;
    double *a[6] = {f.ex, f.ey, f.ez, f.hx, f.hy, f.hz}, *b[6] = {h.ex, h.ey, h.ez, h.hx, h.hy, h.hz};
    for (int c = 0; c < 6; c++)
        for (int n = 0; n < NC; n++) { md = fmax(md, fabs(a[c][n] - b[c][n])); mx = fmax(mx, fabs(b[c][n])); }
    CHECK(mx > 0.1);
    CHECK(md < 1e-12 * mx);
    double eh = 0;
    for (int n = 0; n < NC; n++) eh += h.ex[n] * h.ex[n] + h.ey[n] * h.ey[n] + h.ez[n] * h.ez[n];
    CHECK(ne == STEPS / 6);
    CHECK(fabs(energy[ne - 1] - eh) < 1e-9 * eh);
    CHECK_DONE();
}
