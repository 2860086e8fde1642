/* A lattice Boltzmann D2Q9 BGK solver as CFD codes port it: a channel flow driven by a body
 * force, periodic in x, halfway bounce-back at walls (y = 0, NY-1) and a square obstacle. Uses:
 * a struct of arrays (`lattice_t` with the populations `f`, `ft` and a `solid` mask) mapped
 * in an init function by `enter data copyin(L[0:1])` and its members (2.6.6, attach), `present`
 * in the step functions (2.7.5), `static const` velocity and weight tables read in a
 * `routine seq` equilibrium helper (2.15.1), `collapse(2)` (2.9.1), pointer swap of the two
 * population arrays on the host with the struct's device members re-pointed by `exit data
 * detach` and `enter data attach` (2.7.12), `declare copyin` of the tables (2.13), a
 * `reduction(+:m, px, py)` on three variables (2.9.11) and `update self` of the populations as
 * a checkpoint (2.14.4). The result must equal the same steps in plain C (within rounding). */
#include <math.h>
#include <string.h>
#include "check.h"

#define NX 48
#define NY 24
#define Q 9
#define STEPS 60
#define IDX(q, x, y) (((q) * NY + (y)) * NX + (x))

typedef struct {
    int nx, ny;
    float *f, *ft;
    unsigned char *solid;
} lattice_t;

static const int cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const int opp[Q] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
static const float wq[Q] = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9,
                            1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};
/* the routine reads the tables: they need a device copy (2.15.1, 2.13) */
#pragma acc declare copyin(cx, cy, wq)

#pragma acc routine seq
static float feq(int q, float rho, float ux, float uy)
{
    float cu = 3.0f * (cx[q] * ux + cy[q] * uy);
    float uu = 1.5f * (ux * ux + uy * uy);
    return wq[q] * rho * (1.0f + cu + 0.5f * cu * cu - uu);
}

static void init_lattice(lattice_t *L)
{
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
            int wall = y == 0 || y == NY - 1;
            int obst = x >= 12 && x < 18 && y >= 9 && y < 15;
            L->solid[y * NX + x] = (unsigned char)(wall || obst);
            for (int q = 0; q < Q; q++) L->f[IDX(q, x, y)] = L->ft[IDX(q, x, y)] = feq(q, 1.0f, 0.0f, 0.0f);
        }
}

/* One collide-and-stream step in plain C: the reference. */
static void step_host(lattice_t *L, float tau, float g)
{
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
            if (L->solid[y * NX + x]) continue;
            float rho = 0, ux = 0, uy = 0;
            for (int q = 0; q < Q; q++) {
                float v = L->f[IDX(q, x, y)];
                rho += v;
                ux += cx[q] * v;
                uy += cy[q] * v;
            }
            ux = ux / rho + tau * g;
            uy = uy / rho;
            for (int q = 0; q < Q; q++) {
                int xn = (x + cx[q] + NX) % NX, yn = y + cy[q];
                float v = L->f[IDX(q, x, y)];
                v -= (v - feq(q, rho, ux, uy)) / tau;
                /* halfway bounce-back: a population streaming into a solid node comes back
                 * reversed into this node, so every destination has one writer */
                if (L->solid[yn * NX + xn]) L->ft[IDX(opp[q], x, y)] = v;
                else L->ft[IDX(q, xn, yn)] = v;
            }
        }
    float *t = L->f;
    L->f = L->ft;
    L->ft = t;
}

static void dev_init(lattice_t *L)
{
    int n = NX * NY;
#pragma acc enter data copyin(L[0:1])
#pragma acc enter data copyin(L->f[0:Q * n], L->ft[0:Q * n], L->solid[0:n])
}

static void dev_fini(lattice_t *L)
{
    int n = NX * NY;
#pragma acc exit data copyout(L->f[0:Q * n]) delete(L->ft[0:Q * n], L->solid[0:n])
#pragma acc exit data delete(L[0:1])
}

static void step_acc(lattice_t *L, float tau, float g)
{
#pragma acc parallel loop collapse(2) gang vector present(L[0:1])
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
            if (L->solid[y * NX + x]) continue;
            float rho = 0, ux = 0, uy = 0;
            for (int q = 0; q < Q; q++) {
                float v = L->f[IDX(q, x, y)];
                rho += v;
                ux += cx[q] * v;
                uy += cy[q] * v;
            }
            ux = ux / rho + tau * g;
            uy = uy / rho;
            for (int q = 0; q < Q; q++) {
                int xn = (x + cx[q] + NX) % NX, yn = y + cy[q];
                float v = L->f[IDX(q, x, y)];
                v -= (v - feq(q, rho, ux, uy)) / tau;
                /* halfway bounce-back: a population streaming into a solid node comes back
                 * reversed into this node, so every destination has one writer */
                if (L->solid[yn * NX + xn]) L->ft[IDX(opp[q], x, y)] = v;
                else L->ft[IDX(q, xn, yn)] = v;
            }
        }
    /* swap the populations on the host, then re-attach the device struct's members so that
     * they point at the device copies of the new targets (2.7.12: detach to zero restores the
     * host value, attach translates it again) */
    float *t = L->f;
    L->f = L->ft;
    L->ft = t;
#pragma acc exit data detach(L->f, L->ft)
#pragma acc enter data attach(L->f, L->ft)
}

static void moments_acc(lattice_t *L, double *mass, double *mx, double *my)
{
    double m = 0, px = 0, py = 0;
#pragma acc parallel loop gang vector present(L[0:1]) reduction(+:m, px, py)
    for (int i = 0; i < NX * NY; i++) {
        if (L->solid[i]) continue;
        for (int q = 0; q < Q; q++) {
            float v = L->f[q * NX * NY + i];
            m += v;
            px += cx[q] * v;
            py += cy[q] * v;
        }
    }
    *mass = m;
    *mx = px;
    *my = py;
}

int main(void)
{
    size_t n = (size_t)NX * NY;
    lattice_t a = {NX, NY, malloc(Q * n * sizeof(float)), malloc(Q * n * sizeof(float)), malloc(n)};
    lattice_t h = {NX, NY, malloc(Q * n * sizeof(float)), malloc(Q * n * sizeof(float)), malloc(n)};
    init_lattice(&a);
    init_lattice(&h);
    float *fa0 = a.f, *ft0 = a.ft;
    float tau = 0.8f, g = 1e-5f;
    float *ckpt = malloc(Q * n * sizeof(float)), *hck = malloc(Q * n * sizeof(float));

    dev_init(&a);
    for (int s = 0; s < STEPS; s++) {
        step_acc(&a, tau, g);
        step_host(&h, tau, g);
        if (s == STEPS / 2 - 1) { /* a checkpoint halfway: the device's populations */
#pragma acc update self(a.f[0:Q * n])
            memcpy(ckpt, a.f, Q * n * sizeof(float));
            memcpy(hck, h.f, Q * n * sizeof(float));
        }
    }
    double mass, mx, my;
    moments_acc(&a, &mass, &mx, &my);
    dev_fini(&a);

    CHECK((STEPS % 2 == 0) ? (a.f == fa0 && a.ft == ft0) : (a.f == ft0));
    double err = 0, hm = 0, hx = 0, hy = 0;
    for (size_t i = 0; i < Q * n; i++) err = fmax(err, fabs((double)a.f[i] - h.f[i]));
    for (size_t i = 0; i < n; i++) {
        if (h.solid[i]) continue;
        for (int q = 0; q < Q; q++) {
            float v = h.f[q * n + i];
            hm += v;
            hx += cx[q] * v;
            hy += cy[q] * v;
        }
    }
    CHECK(err < 1e-5);
    CHECK(fabs(mass - hm) < 1e-6 * hm);
    /* the momentum is a sum of ~10^4 floats that nearly cancel (my ~ 1e-6): compare it on the
     * scale of the mass, since a GPU's contracted multiply-adds move each f by float ulps */
    CHECK(fabs(mx - hx) < 1e-8 * hm && fabs(my - hy) < 1e-8 * hm);
    CHECK(mx > 0); /* the body force drives the flow in +x */
    double eck = 0;
    for (size_t i = 0; i < Q * n; i++) eck = fmax(eck, fabs((double)ckpt[i] - hck[i]));
    CHECK(eck < 1e-5);
    printf("lbm: max|f - f_host| = %.2e, mass %.6f, momentum (%.3e, %.3e)\n", err, mass, mx, my);
    CHECK_DONE();
}
