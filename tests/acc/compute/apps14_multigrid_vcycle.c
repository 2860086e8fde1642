/* A cell-centred geometric multigrid V-cycle for -lap(u) = f on grids that are not powers of
 * two (40, 20, 10, 5, 3 cells a side), as a solver library ports it (spec 2.7.6 enter data of
 * an array of level structs and attach of each level's member arrays, 2.7.5 present on those
 * members through local pointers, 2.9.6 collapse(2), 2.9.11 reduction(+) and (max) for the
 * residual norms, 2.15.1 routine seq helpers, 2.16 async on one queue with a wait before each
 * norm). Restriction averages the fine cells that exist under a coarse cell (the last coarse
 * row of an odd grid has one fine row), prolongation is bilinear (odd ghosts outside the grid), the smoother is
 * weighted Jacobi with u = 0 on the boundary faces (ghost = -u). The V-cycle recurses on the host. Every level's
 * solution and the residual history must equal the same code in plain C; the residual must
 * drop. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NL 5
#define NF 40
#define NU1 2
#define NU2 2
#define IX(n, i, j) ((i) * (n) + (j))

typedef struct {
    int n;
    double h;
    double *u, *f, *r, *t;
} level_t;

#pragma acc routine seq
static inline double at(const double *v, int n, int i, int j, double outside)
{
    return (i < 0 || j < 0 || i >= n || j >= n) ? outside : v[IX(n, i, j)];
}

#pragma acc routine seq
static inline double lap(const double *u, int n, int i, int j, double h)
{
    /* u = 0 on the boundary face half a cell out: the ghost value is -u(i,j) */
    double c = u[IX(n, i, j)], g = -c;
    return (4.0 * c - at(u, n, i - 1, j, g) - at(u, n, i + 1, j, g) - at(u, n, i, j - 1, g) -
            at(u, n, i, j + 1, g)) / (h * h);
}

static int use_dev; /* 1: the compute constructs run on the device; 0: plain C, if(0) */

static void smooth(level_t *L, int nu)
{
    int n = L->n;
    double h = L->h, w = 0.8 * 0.25 * h * h;
    double *restrict u = L->u, *restrict f = L->f, *restrict t = L->t;
    for (int s = 0; s < nu; s++) {
#pragma acc parallel loop collapse(2) present(u[0:n * n], f[0:n * n], t[0:n * n]) async(1) if(use_dev)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) t[IX(n, i, j)] = u[IX(n, i, j)] + w * (f[IX(n, i, j)] - lap(u, n, i, j, h));
#pragma acc parallel loop collapse(2) present(u[0:n * n], t[0:n * n]) async(1) if(use_dev)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) u[IX(n, i, j)] = t[IX(n, i, j)];
    }
}

static void residual(level_t *L)
{
    int n = L->n;
    double h = L->h;
    double *u = L->u, *f = L->f, *r = L->r;
#pragma acc parallel loop gang present(u[0:n * n], f[0:n * n], r[0:n * n]) async(1) if(use_dev)
    for (int i = 0; i < n; i++)
#pragma acc loop vector
        for (int j = 0; j < n; j++) r[IX(n, i, j)] = f[IX(n, i, j)] - lap(u, n, i, j, h);
}

static void restrict_to(level_t *F, level_t *C)
{
    int nf = F->n, nc = C->n;
    double *r = F->r, *fc = C->f, *uc = C->u;
#pragma acc parallel loop collapse(2) present(r[0:nf * nf], fc[0:nc * nc], uc[0:nc * nc]) async(1) if(use_dev)
    for (int I = 0; I < nc; I++)
        for (int J = 0; J < nc; J++) {
            double s = 0;
            int c = 0;
            for (int di = 0; di < 2; di++)
                for (int dj = 0; dj < 2; dj++)
                    if (2 * I + di < nf && 2 * J + dj < nf) {
                        s += r[IX(nf, 2 * I + di, 2 * J + dj)];
                        c++;
                    }
            fc[IX(nc, I, J)] = s / c;
            uc[IX(nc, I, J)] = 0.0;
        }
}

static void prolong_add(level_t *C, level_t *F)
{
    int nf = F->n, nc = C->n;
    double *uc = C->u, *uf = F->u;
#pragma acc parallel loop collapse(2) present(uc[0:nc * nc], uf[0:nf * nf]) async(1) if(use_dev)
    for (int i = 0; i < nf; i++)
        for (int j = 0; j < nf; j++) {
            /* bilinear in cell-centred form: 9/16 of the parent, 3/16 of the two coarse
             * neighbours on the fine cell's side, 1/16 of the diagonal one */
            int I = i / 2, J = j / 2, si = (i & 1) ? 1 : -1, sj = (j & 1) ? 1 : -1;
            double p = uc[IX(nc, I, J)];
            uf[IX(nf, i, j)] += (9.0 * p + 3.0 * at(uc, nc, I + si, J, -p) +
                                 3.0 * at(uc, nc, I, J + sj, -p) + at(uc, nc, I + si, J + sj, -p)) / 16.0;
        }
}

static void vcycle(level_t *lv, int l)
{
    if (l == NL - 1) {
        smooth(&lv[l], 40); /* the coarsest grid: smoothing to convergence is cheap */
        return;
    }
    smooth(&lv[l], NU1);
    residual(&lv[l]);
    restrict_to(&lv[l], &lv[l + 1]);
    vcycle(lv, l + 1);
    prolong_add(&lv[l + 1], &lv[l]);
    smooth(&lv[l], NU2);
}

static double resnorm(level_t *L)
{
    int n = L->n;
    double *r = L->r, s = 0, m = 0;
    residual(L);
#pragma acc wait(1) if(use_dev)
#pragma acc parallel loop present(r[0:n * n]) reduction(+:s) reduction(max:m) if(use_dev)
    for (int k = 0; k < n * n; k++) {
        s += r[k] * r[k];
        m = fmax(m, fabs(r[k]));
    }
    return sqrt(s / (n * n)) + 0.0 * m;
}

static void make_levels(level_t *lv)
{
    int n = NF;
    double h = 1.0 / NF;
    for (int l = 0; l < NL; l++) {
        lv[l].n = n;
        lv[l].h = h;
        lv[l].u = calloc((size_t)n * n, sizeof(double));
        lv[l].f = calloc((size_t)n * n, sizeof(double));
        lv[l].r = calloc((size_t)n * n, sizeof(double));
        lv[l].t = calloc((size_t)n * n, sizeof(double));
        n = (n + 1) / 2;
        h *= 2.0;
    }
    for (int i = 0; i < NF; i++)
        for (int j = 0; j < NF; j++) {
            double x = (i + 0.5) / NF, y = (j + 0.5) / NF;
            lv[0].f[IX(NF, i, j)] = sin(3.0 * x) * (1.0 + y * y) + ((i * 7 + j * 3) % 11 == 0);
        }
}

int main(void)
{
    level_t lv[NL], hv[NL];
    double hist[8], hhist[8];
    make_levels(lv);
    make_levels(hv);
    CHECK(lv[NL - 1].n == 3);

    use_dev = 0;
    hhist[0] = resnorm(&hv[0]);
    for (int c = 1; c < 8; c++) {
        vcycle(hv, 0);
        hhist[c] = resnorm(&hv[0]);
    }

    use_dev = 1;
#pragma acc enter data copyin(lv[0:NL])
    for (int l = 0; l < NL; l++) {
        int n = lv[l].n;
#pragma acc enter data copyin(lv[l].u[0:n * n], lv[l].f[0:n * n]) create(lv[l].r[0:n * n], lv[l].t[0:n * n])
    }
    hist[0] = resnorm(&lv[0]);
    for (int c = 1; c < 8; c++) {
        vcycle(lv, 0);
        hist[c] = resnorm(&lv[0]);
    }
    for (int l = 0; l < NL; l++) {
        int n = lv[l].n;
#pragma acc exit data copyout(lv[l].u[0:n * n]) delete(lv[l].f[0:n * n], lv[l].r[0:n * n], lv[l].t[0:n * n])
    }
#pragma acc exit data delete(lv[0:NL])

    double err = 0;
    for (int l = 0; l < NL; l++)
        for (int k = 0; k < lv[l].n * lv[l].n; k++) err = fmax(err, fabs(lv[l].u[k] - hv[l].u[k]));
    CHECK(err < 1e-10);
    /* The late residuals are differences of nearly equal numbers (1e-6 of the first): an ulp
       of the iterate (the GPU contracts a*b+c into fused multiply-adds, the host may not) moves
       them by ~1e-16 / 1e-6 of themselves, so they are compared against the first residual. */
    for (int c = 0; c < 8; c++) CHECK(fabs(hist[c] - hhist[c]) <= 1e-9 * hhist[0]);
    CHECK(hist[7] < 0.05 * hist[0]);
    printf("multigrid: residual %.3e -> %.3e over 7 V-cycles (x%.3f per cycle), error %.2e\n", hist[0],
           hist[7], pow(hist[7] / hist[0], 1.0 / 7), err);
    for (int l = 0; l < NL; l++) { free(lv[l].u); free(lv[l].f); free(lv[l].r); free(lv[l].t);
        free(hv[l].u); free(hv[l].f); free(hv[l].r); free(hv[l].t); }
    CHECK_DONE();
}
