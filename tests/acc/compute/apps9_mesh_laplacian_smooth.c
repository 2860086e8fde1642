/* Laplacian smoothing of a triangle mesh as geometry-processing codes scatter it: the mesh a
 * struct holding `double (*xyz)[3]` vertices and `int (*tri)[3]` faces, entered with its
 * members attached (2.7.2's attach) by `enter data` in a setup function; each step one
 * triangle per iteration of a `parallel loop` adding its edges' neighbour positions into
 * `sum[v][0..2]` and counts with `atomic update` on 2-D array elements (2.12), then a
 * `parallel loop` moving every free vertex by lambda toward the average; the boundary
 * vertices pinned. The bounding box's extent `max`/`min` reductions. Atomic float sums change
 * order between runs, so the check against the host has a tolerance. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define GN 20
#define NV (GN * GN)
#define NT (2 * (GN - 1) * (GN - 1))
typedef struct { double (*xyz)[3]; int (*tri)[3]; int nv, nt; } mesh_t;

static void setup(mesh_t *m)
{
#pragma acc enter data copyin(m[0:1])
#pragma acc enter data copyin(m->xyz[0:m->nv], m->tri[0:m->nt])
}

static void teardown(mesh_t *m)
{
#pragma acc exit data copyout(m->xyz[0:m->nv]) delete(m->tri[0:m->nt])
#pragma acc exit data delete(m[0:1])
}

static void smooth(mesh_t *m, double (*sum)[4], double lambda)
{
    int nv = m->nv, nt = m->nt;
#pragma acc parallel loop present(sum[0:nv])
    for (int v = 0; v < nv; v++) sum[v][0] = sum[v][1] = sum[v][2] = sum[v][3] = 0.0;
#pragma acc parallel loop present(m[0:1], sum[0:nv])
    for (int t = 0; t < nt; t++)
        for (int e = 0; e < 3; e++) {
            int a = m->tri[t][e], b = m->tri[t][(e + 1) % 3];
            for (int c = 0; c < 3; c++) {
#pragma acc atomic update
                sum[a][c] += m->xyz[b][c];
#pragma acc atomic update
                sum[b][c] += m->xyz[a][c];
            }
#pragma acc atomic update
            sum[a][3] += 1.0;
#pragma acc atomic update
            sum[b][3] += 1.0;
        }
#pragma acc parallel loop present(m[0:1], sum[0:nv])
    for (int v = 0; v < nv; v++) {
        int i = v % GN, j = v / GN;
        if (i == 0 || j == 0 || i == GN - 1 || j == GN - 1) continue;
        for (int c = 0; c < 3; c++) m->xyz[v][c] += lambda * (sum[v][c] / sum[v][3] - m->xyz[v][c]);
    }
}

int main(void)
{
    mesh_t m = {malloc(NV * sizeof(double[3])), malloc(NT * sizeof(int[3])), NV, NT};
    double (*ref)[3] = malloc(NV * sizeof(double[3]));
    double (*sum)[4] = malloc(NV * sizeof(double[4]));
    for (int j = 0; j < GN; j++)
        for (int i = 0; i < GN; i++) {
            int v = j * GN + i;
            m.xyz[v][0] = i + 0.3 * sin(3.1 * v);
            m.xyz[v][1] = j + 0.3 * cos(1.7 * v);
            m.xyz[v][2] = 0.5 * sin(0.9 * v) * cos(0.4 * i);
        }
    int t = 0;
    for (int j = 0; j + 1 < GN; j++)
        for (int i = 0; i + 1 < GN; i++) {
            int v = j * GN + i;
            m.tri[t][0] = v; m.tri[t][1] = v + 1; m.tri[t][2] = v + GN; t++;
            m.tri[t][0] = v + 1; m.tri[t][1] = v + GN + 1; m.tri[t][2] = v + GN; t++;
        }
    memcpy(ref, m.xyz, NV * sizeof(double[3]));
    double zmax = -1e30, zmin = 1e30;
    setup(&m);
#pragma acc data create(sum[0:NV])
    {
        for (int s = 0; s < 10; s++) smooth(&m, sum, 0.5);
#pragma acc parallel loop present(m) reduction(max:zmax) reduction(min:zmin)
        for (int v = 0; v < NV; v++) { zmax = fmax(zmax, m.xyz[v][2]); zmin = fmin(zmin, m.xyz[v][2]); }
    }
    teardown(&m);
    double (*hs)[4] = calloc(NV, sizeof(double[4]));
    for (int s = 0; s < 10; s++) {
        memset(hs, 0, NV * sizeof(double[4]));
        for (int q = 0; q < NT; q++)
            for (int e = 0; e < 3; e++) {
                int a = m.tri[q][e], b = m.tri[q][(e + 1) % 3];
                for (int c = 0; c < 3; c++) { hs[a][c] += ref[b][c]; hs[b][c] += ref[a][c]; }
                hs[a][3] += 1.0; hs[b][3] += 1.0;
            }
        for (int v = 0; v < NV; v++) {
            int i = v % GN, j = v / GN;
            if (i == 0 || j == 0 || i == GN - 1 || j == GN - 1) continue;
            for (int c = 0; c < 3; c++) ref[v][c] += 0.5 * (hs[v][c] / hs[v][3] - ref[v][c]);
        }
    }
    double e = 0.0, hzmax = -1e30, hzmin = 1e30;
    for (int v = 0; v < NV; v++) {
        for (int c = 0; c < 3; c++) e = fmax(e, fabs(m.xyz[v][c] - ref[v][c]));
        hzmax = fmax(hzmax, ref[v][2]); hzmin = fmin(hzmin, ref[v][2]);
    }
    CHECK(e < 1e-9);
    CHECK(fabs(zmax - hzmax) < 1e-9 && fabs(zmin - hzmin) < 1e-9);
    CHECK(hzmax - hzmin < 1.0);
    free(m.xyz); free(m.tri); free(ref); free(sum); free(hs);
    CHECK_DONE();
}
