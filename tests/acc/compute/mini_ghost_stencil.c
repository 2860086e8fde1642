/* A mini miniGhost / SPEC ostencil: several 3-D variables on one block, each with a halo of
 * one cell, updated by a 7-point stencil (ostencil's Jacobi, two buffers swapped by pointer)
 * in a `data` region of main (2.6.5) that holds the grids through `enter data` per variable
 * (2.6.6). Every step exchanges the halos as miniGhost does with a periodic neighbour: per
 * variable, on its own queue `async(v+1)` (2.16.1), a pack kernel copies the six faces into a
 * face buffer, `update self(...) async` (2.14.4) brings it to the host, the host "receives" it
 * (swaps the faces, the periodic exchange of a single rank), `update device(...) async` and an
 * unpack kernel put it back, all ordered only by the queue; `wait(1, 2, 3)` joins the queues
 * before the stencil (2.16.3), a `kernels` region over every variable with the pointers read
 * from an array of pointers. A grid sum per variable (`reduction(+:)`, 2.5.15) is checked
 * every few steps against a plain-C run, as miniGhost's check_sum does. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

#define NX 12
#define NY 10
#define NZ 8
#define NVARS 3
#define NSTEPS 8
#define SX (NX + 2)
#define SY (NY + 2)
#define SZ (NZ + 2)
#define VOL (SX * SY * SZ)
#define IDX(i, j, k) (((k) * SY + (j)) * SX + (i))
/* face buffer layout: x faces (2*SY*SZ), y faces (2*SX*SZ), z faces (2*SX*SY) */
#define FX (SY * SZ)
#define FY (SX * SZ)
#define FZ (SX * SY)
#define FACES (2 * (FX + FY + FZ))

static void pack(const double *restrict g, double *restrict buf, int q)
{
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int k = 0; k < SZ; k++)
        for (int j = 0; j < SY; j++) {
            buf[k * SY + j] = g[IDX(1, j, k)];
            buf[FX + k * SY + j] = g[IDX(NX, j, k)];
        }
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int k = 0; k < SZ; k++)
        for (int i = 0; i < SX; i++) {
            buf[2 * FX + k * SX + i] = g[IDX(i, 1, k)];
            buf[2 * FX + FY + k * SX + i] = g[IDX(i, NY, k)];
        }
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int j = 0; j < SY; j++)
        for (int i = 0; i < SX; i++) {
            buf[2 * (FX + FY) + j * SX + i] = g[IDX(i, j, 1)];
            buf[2 * (FX + FY) + FZ + j * SX + i] = g[IDX(i, j, NZ)];
        }
}

/* periodic neighbour: the low face goes to the high ghost layer and vice versa */
static void unpack(double *restrict g, const double *restrict buf, int q)
{
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int k = 0; k < SZ; k++)
        for (int j = 0; j < SY; j++) {
            g[IDX(NX + 1, j, k)] = buf[k * SY + j];
            g[IDX(0, j, k)] = buf[FX + k * SY + j];
        }
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int k = 0; k < SZ; k++)
        for (int i = 0; i < SX; i++) {
            g[IDX(i, NY + 1, k)] = buf[2 * FX + k * SX + i];
            g[IDX(i, 0, k)] = buf[2 * FX + FY + k * SX + i];
        }
#pragma acc parallel loop collapse(2) present(g[0:VOL], buf[0:FACES]) async(q)
    for (int j = 0; j < SY; j++)
        for (int i = 0; i < SX; i++) {
            g[IDX(i, j, NZ + 1)] = buf[2 * (FX + FY) + j * SX + i];
            g[IDX(i, j, 0)] = buf[2 * (FX + FY) + FZ + j * SX + i];
        }
}

/* the "message passing": a host-side copy through a receive buffer */
static void exchange(double *send, double *recv)
{
    memcpy(recv, send, FACES * sizeof(double));
}

static double grid_sum(const double *restrict g)
{
    double s = 0.0;
#pragma acc parallel loop collapse(3) present(g[0:VOL]) reduction(+:s)
    for (int k = 1; k <= NZ; k++)
        for (int j = 1; j <= NY; j++)
            for (int i = 1; i <= NX; i++)
                s += g[IDX(i, j, k)];
    return s;
}

/* plain C reference of one step for one variable */
static void h_step(double *g, double *gn, double w)
{
    for (int k = 0; k < SZ; k++)
        for (int j = 0; j < SY; j++) {
            g[IDX(NX + 1, j, k)] = g[IDX(1, j, k)];
            g[IDX(0, j, k)] = g[IDX(NX, j, k)];
        }
    for (int k = 0; k < SZ; k++)
        for (int i = 0; i < SX; i++) {
            g[IDX(i, NY + 1, k)] = g[IDX(i, 1, k)];
            g[IDX(i, 0, k)] = g[IDX(i, NY, k)];
        }
    for (int j = 0; j < SY; j++)
        for (int i = 0; i < SX; i++) {
            g[IDX(i, j, NZ + 1)] = g[IDX(i, j, 1)];
            g[IDX(i, j, 0)] = g[IDX(i, j, NZ)];
        }
    for (int k = 1; k <= NZ; k++)
        for (int j = 1; j <= NY; j++)
            for (int i = 1; i <= NX; i++)
                gn[IDX(i, j, k)] = w * g[IDX(i, j, k)] +
                                   (1.0 - w) / 6.0 *
                                       (g[IDX(i - 1, j, k)] + g[IDX(i + 1, j, k)] + g[IDX(i, j - 1, k)] +
                                        g[IDX(i, j + 1, k)] + g[IDX(i, j, k - 1)] + g[IDX(i, j, k + 1)]);
}

int main(void)
{
    double *cur[NVARS], *nxt[NVARS], *sendb[NVARS], *recvb[NVARS];
    double *hcur[NVARS], *hnxt[NVARS];
    const double w[NVARS] = {0.5, 0.25, 0.75};
    for (int v = 0; v < NVARS; v++) {
        cur[v] = calloc(VOL, sizeof(double));
        nxt[v] = calloc(VOL, sizeof(double));
        hcur[v] = calloc(VOL, sizeof(double));
        hnxt[v] = calloc(VOL, sizeof(double));
        sendb[v] = malloc(FACES * sizeof(double));
        recvb[v] = malloc(FACES * sizeof(double));
        for (int k = 1; k <= NZ; k++)
            for (int j = 1; j <= NY; j++)
                for (int i = 1; i <= NX; i++)
                    cur[v][IDX(i, j, k)] = hcur[v][IDX(i, j, k)] =
                        (double)((i * 7 + j * 13 + k * 29 + v * 3) % 17) - 8.0;
#pragma acc enter data copyin(cur[v][0:VOL]) create(nxt[v][0:VOL], sendb[v][0:FACES], recvb[v][0:FACES])
    }
    double sums[NSTEPS][NVARS], hsums[NSTEPS][NVARS];
#pragma acc data copyin(w)
    {
        for (int step = 0; step < NSTEPS; step++) {
            for (int v = 0; v < NVARS; v++) {
                double *g = cur[v], *sb = sendb[v];
                pack(g, sb, v + 1);
#pragma acc update self(sb[0:FACES]) async(v + 1)
            }
            for (int v = 0; v < NVARS; v++) {
                double *g = cur[v], *sb = sendb[v], *rb = recvb[v];
#pragma acc wait(v + 1)
                exchange(sb, rb);
#pragma acc update device(rb[0:FACES]) async(v + 1)
                unpack(g, rb, v + 1);
            }
#pragma acc wait(1, 2, 3)
            double *c0 = cur[0], *c1 = cur[1], *c2 = cur[2];
            double *n0 = nxt[0], *n1 = nxt[1], *n2 = nxt[2];
#pragma acc kernels present(c0[0:VOL], c1[0:VOL], c2[0:VOL], n0[0:VOL], n1[0:VOL], n2[0:VOL], w)
            {
#pragma acc loop independent collapse(3)
                for (int k = 1; k <= NZ; k++)
                    for (int j = 1; j <= NY; j++)
                        for (int i = 1; i <= NX; i++) {
#define ST(a, wv)                                                                                      \
    (wv * a[IDX(i, j, k)] + (1.0 - wv) / 6.0 *                                                          \
                                (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)] + a[IDX(i, j - 1, k)] +      \
                                 a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)]))
                            n0[IDX(i, j, k)] = ST(c0, w[0]);
                            n1[IDX(i, j, k)] = ST(c1, w[1]);
                            n2[IDX(i, j, k)] = ST(c2, w[2]);
                        }
            }
            for (int v = 0; v < NVARS; v++) {
                double *t = cur[v];
                cur[v] = nxt[v];
                nxt[v] = t;
                sums[step][v] = grid_sum(cur[v]);
            }
        }
    }
    for (int v = 0; v < NVARS; v++) {
#pragma acc exit data copyout(cur[v][0:VOL]) delete(nxt[v][0:VOL], sendb[v][0:FACES], recvb[v][0:FACES])
    }
#ifdef _OPENACC
    CHECK(acc_async_test_all());
#endif
    for (int step = 0; step < NSTEPS; step++)
        for (int v = 0; v < NVARS; v++) {
            h_step(hcur[v], hnxt[v], w[v]);
            double *t = hcur[v];
            hcur[v] = hnxt[v];
            hnxt[v] = t;
            double s = 0.0;
            for (int k = 1; k <= NZ; k++)
                for (int j = 1; j <= NY; j++)
                    for (int i = 1; i <= NX; i++)
                        s += hcur[v][IDX(i, j, k)];
            hsums[step][v] = s;
        }
    for (int step = 0; step < NSTEPS; step++)
        for (int v = 0; v < NVARS; v++) {
            if (fabs(sums[step][v] - hsums[step][v]) > 1e-9)
                fprintf(stderr, "step %d var %d: sum %.17g host %.17g\n", step, v, sums[step][v], hsums[step][v]);
            CHECK(fabs(sums[step][v] - hsums[step][v]) <= 1e-9);
        }
    double md = 0.0;
    for (int v = 0; v < NVARS; v++)
        for (int k = 1; k <= NZ; k++)
            for (int j = 1; j <= NY; j++)
                for (int i = 1; i <= NX; i++)
                    md = fmax(md, fabs(cur[v][IDX(i, j, k)] - hcur[v][IDX(i, j, k)]));
    CHECK(md <= 1e-12);
    CHECK_DONE();
}
