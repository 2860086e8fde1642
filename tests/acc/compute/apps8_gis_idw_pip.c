/* Two GIS raster kernels as nvc users write them with `kernels` and `restrict` parameters (no
 * `independent`: the compiler's dependence test must prove the loops parallel): inverse-distance
 * weighting of scattered samples onto a grid (per cell a sum over every sample with `pow`, an
 * exact-hit early value), and a point-in-polygon mask by ray casting over a polygon's edges in
 * a `routine seq` (2.15.1); then the masked mean of the interpolated field and the number of
 * inside cells as `kernels` reductions. Checked against the host. */
#include <math.h>
#include "check.h"
#define GX 64
#define GY 48
#define NSAMP 120
#define NV 9

#pragma acc routine seq
static int inside(const float *restrict vx, const float *restrict vy, int nv, float px, float py)
{
    int c = 0;
    for (int i = 0, j = nv - 1; i < nv; j = i++)
        if (((vy[i] > py) != (vy[j] > py)) && (px < (vx[j] - vx[i]) * (py - vy[i]) / (vy[j] - vy[i]) + vx[i])) c = !c;
    return c;
}

static void idw(int nx, int ny, int ns, const float *restrict sx, const float *restrict sy, const float *restrict sv,
                float *restrict grid, float p, int dev)
{
#pragma acc kernels present(sx[0:ns], sy[0:ns], sv[0:ns], grid[0:nx*ny]) if(dev)
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++) {
            float x = (i + 0.5f) / nx, y = (j + 0.5f) / ny;
            float num = 0.0f, den = 0.0f, exact = -1.0f;
            for (int s = 0; s < ns; s++) {
                float dx = x - sx[s], dy = y - sy[s], d2 = dx * dx + dy * dy;
                if (d2 < 1e-12f) exact = sv[s];
                float w = 1.0f / powf(d2 + 1e-12f, 0.5f * p);
                num += w * sv[s];
                den += w;
            }
            grid[j * nx + i] = exact >= 0.0f ? exact : num / den;
        }
}

static void mask(int nx, int ny, const float *restrict vx, const float *restrict vy, int nv, int *restrict m, int dev)
{
#pragma acc kernels present(vx[0:nv], vy[0:nv], m[0:nx*ny]) if(dev)
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++) m[j * nx + i] = inside(vx, vy, nv, (i + 0.5f) / nx, (j + 0.5f) / ny);
}

int main(void)
{
    float sx[NSAMP], sy[NSAMP], sv[NSAMP], vx[NV], vy[NV];
    float *grid = malloc(GX * GY * sizeof(float)), *hgrid = malloc(GX * GY * sizeof(float));
    int *m = malloc(GX * GY * sizeof(int)), *hm = malloc(GX * GY * sizeof(int));
    for (int s = 0; s < NSAMP; s++) {
        sx[s] = fmodf(0.618034f * s, 1.0f);
        sy[s] = fmodf(0.414214f * s + 0.1f, 1.0f);
        sv[s] = 10.0f + 5.0f * sinf(6.0f * sx[s]) * cosf(4.0f * sy[s]);
    }
    for (int k = 0; k < NV; k++) {
        float ang = 2.0f * (float)M_PI * k / NV, r = (k % 2) ? 0.25f : 0.42f;
        vx[k] = 0.5f + r * cosf(ang);
        vy[k] = 0.5f + r * sinf(ang);
    }
    idw(GX, GY, NSAMP, sx, sy, sv, hgrid, 2.0f, 0);
    mask(GX, GY, vx, vy, NV, hm, 0);
    double hmean = 0.0;
    int hcount = 0;
    for (int q = 0; q < GX * GY; q++) if (hm[q]) { hmean += hgrid[q]; hcount++; }
    double mean = 0.0;
    int count = 0;
#pragma acc data copyin(sx, sy, sv, vx, vy) copyout(grid[0:GX*GY], m[0:GX*GY])
    {
        idw(GX, GY, NSAMP, sx, sy, sv, grid, 2.0f, 1);
        mask(GX, GY, vx, vy, NV, m, 1);
#pragma acc kernels present(grid[0:GX*GY], m[0:GX*GY])
        for (int q = 0; q < GX * GY; q++)
            if (m[q]) {
                mean += grid[q];
                count++;
            }
    }
    int bad = 0;
    for (int q = 0; q < GX * GY; q++)
        if (m[q] != hm[q] || fabsf(grid[q] - hgrid[q]) > 1e-4f * fabsf(hgrid[q])) bad++;
    CHECK(bad == 0);
    CHECK(count == hcount && count > 0 && count < GX * GY);
    CHECK(fabs(mean - hmean) < 1e-4 * hmean);
    free(grid); free(hgrid); free(m); free(hm);
    CHECK_DONE();
}
