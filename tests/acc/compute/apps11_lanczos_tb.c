/* Lanczos for the extreme eigenvalues of a tight-binding Hamiltonian (a 2-D lattice with
 * on-site disorder) as electronic-structure codes write it in OpenACC on the `acc_*` API: the
 * Lanczos vectors in `acc_malloc` memory used through `deviceptr` (2.7.4) and filled by
 * `acc_memcpy_to_device`, the matrix-free H v (hopping between lattice neighbours through an
 * indexing macro, the disorder in a `copyin` array made present by `acc_copyin`, reached by
 * `acc_deviceptr`), alpha and beta as scalar reductions, three-term recurrence with the
 * vectors rotated by swapping device pointers on the host, the tridiagonal matrix's extreme
 * eigenvalues by Sturm bisection on the host. Checked against the host's power iterations on
 * the same operator (largest eigenvalue) and the Gershgorin bound. */
#include <math.h>
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define LX 12
#define LY 10
#define NS (LX * LY)
#define IDX(x, y) (((y) + LY) % LY * LX + ((x) + LX) % LX)
#define KRY 32

static void apply_h(const double *v, double *w, const double *eps)
{
#pragma acc parallel loop deviceptr(v, w, eps)
    for (int s = 0; s < NS; s++) {
        int x = s % LX, y = s / LX;
        w[s] = eps[s] * v[s] - (v[IDX(x + 1, y)] + v[IDX(x - 1, y)] + v[IDX(x, y + 1)] + v[IDX(x, y - 1)]);
    }
}

/* number of eigenvalues of the tridiagonal (a, b) below x */
static int sturm(const double *a, const double *b, int m, double x)
{
    int c = 0;
    double q = a[0] - x;
    if (q < 0) c++;
    for (int k = 1; k < m; k++) {
        q = a[k] - x - b[k - 1] * b[k - 1] / (q == 0 ? 1e-300 : q);
        if (q < 0) c++;
    }
    return c;
}

int main(void)
{
    double *eps = malloc(NS * sizeof(double)), v0[NS];
    for (int s = 0; s < NS; s++) { eps[s] = 0.8 * sin(1.7 * s) * cos(0.3 * s * s); v0[s] = 1.0 + 0.01 * (s % 7); }
    double nv = 0;
    for (int s = 0; s < NS; s++) nv += v0[s] * v0[s];
    for (int s = 0; s < NS; s++) v0[s] /= sqrt(nv);
    acc_copyin(eps, NS * sizeof(double));
    double *d_eps = acc_deviceptr(eps);
    double *vp = acc_malloc(NS * sizeof(double)), *vc = acc_malloc(NS * sizeof(double)), *w = acc_malloc(NS * sizeof(double));
    acc_memcpy_to_device(vc, v0, NS * sizeof(double));
    double zero[NS] = {0};
    acc_memcpy_to_device(vp, zero, NS * sizeof(double));
    double al[KRY], be[KRY];
    double bprev = 0.0;
    for (int k = 0; k < KRY; k++) {
        apply_h(vc, w, d_eps);
        double a = 0.0;
#pragma acc parallel loop deviceptr(vc, w) reduction(+:a)
        for (int s = 0; s < NS; s++) a += vc[s] * w[s];
        double b2 = 0.0;
#pragma acc parallel loop deviceptr(vp, vc, w) reduction(+:b2)
        for (int s = 0; s < NS; s++) {
            double r = w[s] - a * vc[s] - bprev * vp[s];
            w[s] = r;
            b2 += r * r;
        }
        al[k] = a;
        be[k] = sqrt(b2);
        double inv = 1.0 / be[k];
#pragma acc parallel loop deviceptr(vp, w)
        for (int s = 0; s < NS; s++) vp[s] = w[s] * inv;
        double *t = vp; vp = vc; vc = t; /* vc <- new vector, vp <- old current */
        bprev = be[k];
    }
    acc_free(vp); acc_free(vc); acc_free(w);
    acc_delete(eps, NS * sizeof(double));
    /* extreme Ritz values by bisection */
    double lo = -6.0, hi = 6.0;
    for (int it = 0; it < 80; it++) { double mid = 0.5 * (lo + hi); if (sturm(al, be, KRY, mid) < KRY) lo = mid; else hi = mid; }
    double emax = hi;
    lo = -6.0; hi = 6.0;
    for (int it = 0; it < 80; it++) { double mid = 0.5 * (lo + hi); if (sturm(al, be, KRY, mid) < 1) lo = mid; else hi = mid; }
    double emin = lo;
    /* host: power iteration on (H + 6) for the largest eigenvalue */
    double *x = malloc(NS * sizeof(double)), *y = malloc(NS * sizeof(double)), lam = 0;
    for (int s = 0; s < NS; s++) x[s] = v0[s];
    for (int it = 0; it < 4000; it++) {
        double n2 = 0, r = 0;
        for (int s = 0; s < NS; s++) {
            int xx = s % LX, yy = s / LX;
            y[s] = (eps[s] + 6.0) * x[s] - (x[IDX(xx + 1, yy)] + x[IDX(xx - 1, yy)] + x[IDX(xx, yy + 1)] + x[IDX(xx, yy - 1)]);
            r += x[s] * y[s];
        }
        for (int s = 0; s < NS; s++) n2 += y[s] * y[s];
        for (int s = 0; s < NS; s++) x[s] = y[s] / sqrt(n2);
        lam = r - 6.0;
    }
    double gmax = 0;
    for (int s = 0; s < NS; s++) gmax = fmax(gmax, fabs(eps[s]) + 4.0);
    CHECK(fabs(emax - lam) < 1e-3);
    CHECK(emax <= gmax && emin >= -gmax && emin < emax);
    free(eps); free(x); free(y);
    CHECK_DONE();
}
