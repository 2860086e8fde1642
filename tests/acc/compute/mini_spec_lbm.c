/* A mini SPEC ACCEL olbm (470.lbm's OpenACC port): a D3Q19 lattice Boltzmann solver whose grid
 * is one array of doubles, N_CELL_ENTRIES per cell, the cell's flags stored in its last entry
 * through a pointer cast (`*(unsigned int *)(void *)&grid[...]`, lbm's MAGIC_CAST), accessed
 * by lbm's macro layer (SRC_C, DST_N, ... as `grid[CALC_INDEX(dx, dy, dz, e)]`). Two grids are
 * swapped by pointer between time steps inside a `data copy(...) create(...)` region (2.6.5);
 * performStreamCollide is a `parallel loop` over every cell (collapse(3)) with `present`
 * (2.7.6): fluid cells collide (BGK) and stream (push), bouncing back from obstacle cells. The
 * acceleration cells at the inflow are set by a second `parallel loop collapse(2)`. The
 * statistics (mass, momentum, max speed) are `reduction(+:)` and `reduction(max:)` (2.5.15).
 * Verified against a plain-C run of the same code (`if(0)`: the constructs run on the host's
 * copies, 2.5.6). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define SIZE_X 16
#define SIZE_Y 12
#define SIZE_Z 10
#define NSTEPS 6
#define OMEGA 1.95

typedef enum { C = 0, N, S, E, W, T, B, NE, NW, SE, SW, NT, NB, ST, SB, ET, EB, WT, WB, FLAGS, N_CELL_ENTRIES } CELL_ENTRIES;
typedef enum { OBSTACLE = 1 << 0, ACCEL = 1 << 1, IN_OUT_FLOW = 1 << 2 } CELL_FLAGS;
typedef double LBM_Grid[SIZE_Z * SIZE_Y * SIZE_X * N_CELL_ENTRIES];
typedef LBM_Grid *LBM_GridPtr;

#define CALC_INDEX(x, y, z, e) ((e) + N_CELL_ENTRIES * ((x) + (y) * SIZE_X + (z) * SIZE_X * SIZE_Y))
#define GRID_ENTRY_SWEEP(g, dx, dy, dz, e) ((g)[CALC_INDEX(dx, dy, dz, e) + (i)])
#define LOCAL(g, e) (GRID_ENTRY_SWEEP(g, 0, 0, 0, e))
#define NEIGHBOR(g, e, dx, dy, dz) (GRID_ENTRY_SWEEP(g, dx, dy, dz, e))
#define MAGIC_CAST(v) ((unsigned int *)((void *)(&(v))))
#define FLAG_VAR(v) unsigned int *const _aux_ = MAGIC_CAST(v)
#define TEST_FLAG_SWEEP(g, f) ((*MAGIC_CAST(LOCAL(g, FLAGS))) & (f))
#define SET_FLAG(g, x, y, z, f) (*MAGIC_CAST((g)[CALC_INDEX(x, y, z, FLAGS)]) |= (f))

static const double DFL1 = 1.0 / 3.0, DFL2 = 1.0 / 18.0, DFL3 = 1.0 / 36.0;
static const int ex[19] = {0, 0, 0, 1, -1, 0, 0, 1, -1, 1, -1, 0, 0, 0, 0, 1, 1, -1, -1};
static const int ey[19] = {0, 1, -1, 0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1, 0, 0, 0, 0};
static const int ez[19] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1};
static const int opp[19] = {C, S, N, W, E, B, T, SW, SE, NW, NE, SB, ST, NB, NT, WB, WT, EB, ET};
#pragma acc declare copyin(ex, ey, ez, opp)

#pragma acc routine seq
static double weight(int e)
{
    return e == C ? DFL1 : e <= B ? DFL2 : DFL3;
}

static void init_grid(double *g)
{
    for (int z = 0; z < SIZE_Z; z++)
        for (int y = 0; y < SIZE_Y; y++)
            for (int x = 0; x < SIZE_X; x++) {
                for (int e = 0; e < FLAGS; e++)
                    g[CALC_INDEX(x, y, z, e)] = weight(e);
                *MAGIC_CAST(g[CALC_INDEX(x, y, z, FLAGS)]) = 0;
            }
    for (int z = 0; z < SIZE_Z; z++)
        for (int y = 0; y < SIZE_Y; y++)
            for (int x = 0; x < SIZE_X; x++) {
                int wall = y == 0 || y == SIZE_Y - 1 || z == 0 || z == SIZE_Z - 1;
                int ball = (x - 6) * (x - 6) + (y - 6) * (y - 6) + (z - 5) * (z - 5) < 6;
                if (wall || ball)
                    SET_FLAG(g, x, y, z, OBSTACLE);
                else if (x == 0 || x == SIZE_X - 1)
                    SET_FLAG(g, x, y, z, ACCEL);
            }
}

static void stream_collide(double *restrict src, double *restrict dst, int dev)
{
    const int ncell = SIZE_X * SIZE_Y * SIZE_Z;
#pragma acc parallel loop collapse(3) present(src[0:ncell*N_CELL_ENTRIES], dst[0:ncell*N_CELL_ENTRIES]) if(dev)
    for (int z = 0; z < SIZE_Z; z++)
        for (int y = 0; y < SIZE_Y; y++)
            for (int x = 0; x < SIZE_X; x++) {
                const int i = CALC_INDEX(x, y, z, 0);
                if (TEST_FLAG_SWEEP(src, OBSTACLE)) {
                    /* obstacle cells keep their values: the fluid bounces back at them */
                    for (int e = 0; e < FLAGS; e++)
                        dst[i + e] = LOCAL(src, e);
                    continue;
                }
                double rho = 0.0, ux = 0.0, uy = 0.0, uz = 0.0;
                for (int e = 0; e < FLAGS; e++) {
                    double f = LOCAL(src, e);
                    rho += f;
                    ux += ex[e] * f;
                    uy += ey[e] * f;
                    uz += ez[e] * f;
                }
                ux /= rho;
                uy /= rho;
                uz /= rho;
                if (TEST_FLAG_SWEEP(src, ACCEL)) {
                    ux = 0.005;
                    uy = 0.002;
                    uz = 0.0;
                }
                double u2 = 1.5 * (ux * ux + uy * uy + uz * uz);
                for (int e = 0; e < FLAGS; e++) {
                    double eu = ex[e] * ux + ey[e] * uy + ez[e] * uz;
                    double feq = weight(e) * rho * (1.0 + 3.0 * eu + 4.5 * eu * eu - u2);
                    double f = (1.0 - OMEGA) * LOCAL(src, e) + OMEGA * feq;
                    /* push to the neighbour, periodic in x */
                    int xn = (x + ex[e] + SIZE_X) % SIZE_X, yn = y + ey[e], zn = z + ez[e];
                    if (yn < 0 || yn >= SIZE_Y || zn < 0 || zn >= SIZE_Z ||
                        (*MAGIC_CAST(src[CALC_INDEX(xn, yn, zn, FLAGS)]) & OBSTACLE))
                        dst[i + opp[e]] = f;
                    else
                        dst[CALC_INDEX(xn, yn, zn, e)] = f;
                }
            }
#pragma acc parallel loop collapse(3) present(src[0:ncell*N_CELL_ENTRIES], dst[0:ncell*N_CELL_ENTRIES]) if(dev)
    for (int z = 0; z < SIZE_Z; z++)
        for (int y = 0; y < SIZE_Y; y++)
            for (int x = 0; x < SIZE_X; x++)
                dst[CALC_INDEX(x, y, z, FLAGS)] = src[CALC_INDEX(x, y, z, FLAGS)];
}

static void stats(const double *restrict g, double out[3], int dev)
{
    const int ncell = SIZE_X * SIZE_Y * SIZE_Z;
    double mass = 0.0, mom = 0.0, umax = 0.0;
#pragma acc parallel loop gang vector present(g[0:ncell*N_CELL_ENTRIES]) reduction(+:mass, mom) reduction(max:umax) if(dev)
    for (int c = 0; c < ncell; c++) {
        const int i = c * N_CELL_ENTRIES;
        if (TEST_FLAG_SWEEP(g, OBSTACLE))
            continue;
        double rho = 0.0, ux = 0.0;
        for (int e = 0; e < FLAGS; e++) {
            rho += LOCAL(g, e);
            ux += ex[e] * LOCAL(g, e);
        }
        mass += rho;
        mom += ux;
        umax = fmax(umax, fabs(ux / rho));
    }
    out[0] = mass;
    out[1] = mom;
    out[2] = umax;
}

static void run(double *a, double *b, int dev, double out[3])
{
    const int n = SIZE_X * SIZE_Y * SIZE_Z * N_CELL_ENTRIES;
#pragma acc data copy(a[0:n]) copyin(b[0:n]) if(dev)
    {
        double *src = a, *dst = b;
        for (int t = 0; t < NSTEPS; t++) {
            stream_collide(src, dst, dev);
            double *tmp = src;
            src = dst;
            dst = tmp;
        }
        stats(src, out, dev);
        /* NSTEPS is even: the result is in a */
    }
}

int main(void)
{
    LBM_GridPtr g1 = malloc(sizeof(LBM_Grid)), g2 = malloc(sizeof(LBM_Grid));
    LBM_GridPtr h1 = malloc(sizeof(LBM_Grid)), h2 = malloc(sizeof(LBM_Grid));
    init_grid(*g1);
    init_grid(*g2);
    memcpy(*h1, *g1, sizeof(LBM_Grid));
    memcpy(*h2, *g2, sizeof(LBM_Grid));
    double d[3], h[3];
    run(*g1, *g2, 1, d);
    run(*h1, *h2, 0, h);
    for (int k = 0; k < 3; k++) {
        if (fabs(d[k] - h[k]) > 1e-11 * (fabs(h[k]) + 1e-9))
            fprintf(stderr, "stat %d: %.17g host %.17g\n", k, d[k], h[k]);
        CHECK(fabs(d[k] - h[k]) <= 1e-11 * (fabs(h[k]) + 1e-9));
    }
    double md = 0.0;
    int flags_ok = 1;
    for (int c = 0; c < SIZE_X * SIZE_Y * SIZE_Z; c++) {
        for (int e = 0; e < FLAGS; e++)
            md = fmax(md, fabs((*g1)[c * N_CELL_ENTRIES + e] - (*h1)[c * N_CELL_ENTRIES + e]));
        flags_ok &= *MAGIC_CAST((*g1)[c * N_CELL_ENTRIES + FLAGS]) == *MAGIC_CAST((*h1)[c * N_CELL_ENTRIES + FLAGS]);
    }
    CHECK(md <= 1e-13);
    CHECK(flags_ok);
    CHECK(h[2] > 0.0);
    free(g1);
    free(g2);
    free(h1);
    free(h2);
    CHECK_DONE();
}
