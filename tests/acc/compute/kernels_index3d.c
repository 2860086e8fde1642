/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): the dependence test multiplies out nested row-major
 * subscripts, SPEC ACCEL ostencil's `Index3D(nx,ny,i,j,k) ((i)+nx*((j)+ny*(k)))`: the `j`
 * loop of `Anext[i + nx*(j + ny*k)]` (with `loop worker` inside `loop gang`) was "Loop carried
 * dependence of 'Anext'" and sequential, because `nx*(j + ny*k)` was opaque; it is
 * `j*nx + k*nx*ny`, whose `j` rows are `nx` apart while `i` spans fewer values. A `j` loop
 * that reads the previous row stays sequential. The .minfo beside this file is the schedule. */
#include <stdlib.h>
#include "check.h"
#define Index3D(_nx, _ny, _i, _j, _k) ((_i) + _nx * ((_j) + _ny * (_k)))

static void stencil(float c0, float c1, float *restrict A0, float *restrict Anext, int nx, int ny,
                    int nz) {
    int i, j, k;
#pragma acc kernels loop gang pcopyin(A0[0:nx*ny*nz]) pcopy(Anext[0:nx*ny*nz])
    for (k = 1; k < nz - 1; k++) {
#pragma acc loop worker
        for (j = 1; j < ny - 1; j++) {
#pragma acc loop vector
            for (i = 1; i < nx - 1; i++)
                Anext[Index3D(nx, ny, i, j, k)] =
                    (A0[Index3D(nx, ny, i, j, k + 1)] + A0[Index3D(nx, ny, i, j, k - 1)] +
                     A0[Index3D(nx, ny, i, j + 1, k)] + A0[Index3D(nx, ny, i, j - 1, k)] +
                     A0[Index3D(nx, ny, i + 1, j, k)] + A0[Index3D(nx, ny, i - 1, j, k)]) * c1 -
                    A0[Index3D(nx, ny, i, j, k)] * c0;
        }
    }
}

/* Each row adds the previous one: the `j` loop carries a dependence; `k` and `i` are parallel. */
static void prefix_rows(int *restrict b, int nx, int ny, int nz) {
#pragma acc kernels copy(b[0:nx*ny*nz])
    for (int k = 0; k < nz; k++)
        for (int j = 1; j < ny; j++)
            for (int i = 0; i < nx; i++) b[Index3D(nx, ny, i, j, k)] += b[Index3D(nx, ny, i, j - 1, k)];
}

int main(void) {
    int nx = 18, ny = 14, nz = 10, size = nx * ny * nz;
    float *a = malloc(sizeof(float) * size), *an = malloc(sizeof(float) * size);
    float *ref = malloc(sizeof(float) * size);
    int *b = malloc(sizeof(int) * size);
    for (int x = 0; x < size; x++) {
        a[x] = (x % 23) * 0.25f;
        an[x] = ref[x] = -1;
        b[x] = x % 5;
    }
    stencil(0.5f, 0.125f, a, an, nx, ny, nz);
    for (int k = 1; k < nz - 1; k++)
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                ref[Index3D(nx, ny, i, j, k)] =
                    (a[Index3D(nx, ny, i, j, k + 1)] + a[Index3D(nx, ny, i, j, k - 1)] +
                     a[Index3D(nx, ny, i, j + 1, k)] + a[Index3D(nx, ny, i, j - 1, k)] +
                     a[Index3D(nx, ny, i + 1, j, k)] + a[Index3D(nx, ny, i - 1, j, k)]) * 0.125f -
                    a[Index3D(nx, ny, i, j, k)] * 0.5f;
    int bad = 0;
    for (int x = 0; x < size; x++) bad += an[x] != ref[x];
    CHECK(bad == 0);
    prefix_rows(b, nx, ny, nz);
    bad = 0;
    for (int k = 0; k < nz; k++)
        for (int i = 0; i < nx; i++) {
            int s = 0;
            for (int j = 0; j < ny; j++) {
                int x = Index3D(nx, ny, i, j, k);
                s += x % 5;
                bad += b[x] != s;
            }
        }
    CHECK(bad == 0);
    CHECK_DONE();
}
