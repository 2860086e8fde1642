/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): Parboil stencil's CPU order, `i` outermost over
 * `Anext[Index3D(nx,ny,i,j,k)]` = `Anext[i + nx*(j + ny*k)]`: in the loop of `i` every other
 * part of the subscript is a multiple of `nx`, which `i` (spanning nx - 2 values) cannot reach;
 * in the loop of `j`, `nx*(j + ny*k)`; in the loop of `k` the coefficient `nx*ny` is not zero
 * where the body runs. All three were "Loop carried dependence of 'Anext'" (the outer two) and
 * the nest ran as one serial kernel. A loop of `i` whose iterations read the neighbour before
 * stays sequential. The .minfo beside this file is the schedule. */
#include <stdlib.h>
#include "check.h"
#define Index3D(_nx, _ny, _i, _j, _k) ((_i) + _nx * ((_j) + _ny * (_k)))

static void stencil(float c0, float c1, float *restrict A0, float *restrict Anext, int nx, int ny,
                    int nz) {
    int i, j, k;
#pragma acc kernels present(A0[0:nx*ny*nz], Anext[0:nx*ny*nz])
    for (i = 1; i < nx - 1; i++) {
        for (j = 1; j < ny - 1; j++) {
            for (k = 1; k < nz - 1; k++) {
                Anext[Index3D(nx, ny, i, j, k)] =
                    (A0[Index3D(nx, ny, i, j, k + 1)] + A0[Index3D(nx, ny, i, j, k - 1)] +
                     A0[Index3D(nx, ny, i, j + 1, k)] + A0[Index3D(nx, ny, i, j - 1, k)] +
                     A0[Index3D(nx, ny, i + 1, j, k)] + A0[Index3D(nx, ny, i - 1, j, k)]) * c1 -
                    A0[Index3D(nx, ny, i, j, k)] * c0;
            }
        }
    }
}

/* Column-major 2-D, `i` outermost: parallel both ways. */
static void scale_cols(int *restrict a, int nx, int ny) {
#pragma acc kernels copy(a[0:nx*ny])
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++) a[i + nx * j] = a[i + nx * j] * 3 + i;
}

/* Each `i` adds the one before: the loop of `i` carries a dependence, `j` is parallel. */
static void prefix_cols(int *restrict b, int nx, int ny) {
#pragma acc kernels copy(b[0:nx*ny])
    for (int i = 1; i < nx; i++)
        for (int j = 0; j < ny; j++) b[i + nx * j] += b[i - 1 + nx * j];
}

int main(void) {
    int nx = 18, ny = 14, nz = 10, size = nx * ny * nz;
    float *a = malloc(sizeof(float) * size), *an = malloc(sizeof(float) * size);
    float *ref = malloc(sizeof(float) * size);
    for (int x = 0; x < size; x++) {
        a[x] = (x % 23) * 0.25f;
        an[x] = ref[x] = -1;
    }
#pragma acc data copyin(a[0:size]) copy(an[0:size])
    stencil(0.5f, 0.125f, a, an, nx, ny, nz);
    for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
            for (int k = 1; k < nz - 1; k++)
                ref[Index3D(nx, ny, i, j, k)] =
                    (a[Index3D(nx, ny, i, j, k + 1)] + a[Index3D(nx, ny, i, j, k - 1)] +
                     a[Index3D(nx, ny, i, j + 1, k)] + a[Index3D(nx, ny, i, j - 1, k)] +
                     a[Index3D(nx, ny, i + 1, j, k)] + a[Index3D(nx, ny, i - 1, j, k)]) * 0.125f -
                    a[Index3D(nx, ny, i, j, k)] * 0.5f;
    int bad = 0;
    for (int x = 0; x < size; x++) bad += an[x] != ref[x];
    CHECK(bad == 0);
    int *c = malloc(sizeof(int) * nx * ny), *b = malloc(sizeof(int) * nx * ny);
    for (int x = 0; x < nx * ny; x++) c[x] = b[x] = x % 5;
    scale_cols(c, nx, ny);
    prefix_cols(b, nx, ny);
    bad = 0;
    for (int j = 0; j < ny; j++) {
        int s = 0;
        for (int i = 0; i < nx; i++) {
            int x = i + nx * j;
            s += x % 5;
            bad += c[x] != (x % 5) * 3 + i;
            bad += b[x] != s;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
