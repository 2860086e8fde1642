/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): each plane of a 3-D array adds the plane before
 * (`b[i + nx*(j + ny*k)] += b[i + nx*(j + ny*(k - 1))]`, `k` from 1). The two references are
 * `nx*ny` apart, more than the `j` and `i` loops can make up (`nx*(ny - 1) + nx - 1`, with
 * `nx, ny >= 1` wherever the loops around run their bodies): the `k` loop stays sequential
 * on the host, and the `j` and `i` loops are one kernel per plane (gang, vector). They were
 * host `j` loops with a serial kernel per row (the difference is a product of two
 * symbols). The same shapes with a real dependence stay sequential: a read one row further
 * (`j + 1` of the plane before reaches the plane's first row) keeps `j` sequential (its `i`
 * loop is parallel: the other parts differ by multiples of `nx`, which `i` cannot span), and so
 * does the row above in the same plane. Odd sizes, and sizes that run no iteration. */
#include "check.h"
#include <stdlib.h>

static void planes(double *b, int nx, int ny, int nz) {
#pragma acc kernels copy(b[0:nx*ny*nz])
    for (int k = 1; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                b[i + nx*(j + ny*k)] += b[i + nx*(j + ny*(k - 1))];
}

static void shifted(double *b, int nx, int ny, int nz) {
#pragma acc kernels copy(b[0:nx*ny*nz + nx])
    for (int k = 1; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                b[i + nx*(j + ny*k)] += b[i + nx*(j + 1 + ny*(k - 1))];
}

static void above(double *b, int nx, int ny, int nz) {
#pragma acc kernels copy(b[0:nx*ny*nz])
    for (int k = 0; k < nz; k++)
        for (int j = 1; j < ny; j++)
            for (int i = 0; i < nx; i++)
                b[i + nx*(j + ny*k)] += b[i + nx*(j - 1 + ny*k)];
}

static void run(void (*f)(double *, int, int, int), int kind, int nx, int ny, int nz) {
    int n = nx * ny * nz + nx;
    double *b = malloc(sizeof(double) * (n + 1)), *r = malloc(sizeof(double) * (n + 1));
    for (int q = 0; q < n; q++) b[q] = r[q] = q % 5 + 0.5;
    f(b, nx, ny, nz);
    /* the same sweep as plain C */
    for (int k = kind == 2 ? 0 : 1; k < nz; k++)
        for (int j = kind == 2 ? 1 : 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                int w = i + nx*(j + ny*k);
                r[w] += kind == 0 ? r[i + nx*(j + ny*(k - 1))]
                      : kind == 1 ? r[i + nx*(j + 1 + ny*(k - 1))]
                      : r[i + nx*(j - 1 + ny*k)];
            }
    for (int q = 0; q < n; q++) CHECK(b[q] == r[q]);
    free(b);
    free(r);
}

int main(void) {
    void (*fs[3])(double *, int, int, int) = {planes, shifted, above};
    for (int kind = 0; kind < 3; kind++) {
        run(fs[kind], kind, 13, 5, 6);
        run(fs[kind], kind, 1, 1, 3);
        run(fs[kind], kind, 7, 9, 1);
        run(fs[kind], kind, 0, 4, 3);
        run(fs[kind], kind, 3, 0, 3);
    }
    CHECK_DONE();
}
