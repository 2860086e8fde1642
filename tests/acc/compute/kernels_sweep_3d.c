/* OpenACC 3.3, 2.5.3, 2.9.7 (kernels: the loops are `auto`, the dependence analysis decides):
 * a 3-D sweep along j over a hand-flattened array, `b[i + nx*(j + ny*k)] += b[i + nx*(j - 1 +
 * ny*k)]` (SPEC's Index3D), has `k` and `i` parallel and `j` sequential: the planes of `k` are
 * nx*ny apart and what the inner loops add (`i` < nx, `j*nx` with j < ny, the row above `-nx`)
 * stays inside one plane. The row test took no inner-loop product term such as `j*nx`, so `k`
 * stayed a host loop launching one kernel per (k, j). Where the inner part does reach the
 * next or previous plane (j from 0 reading the row above, j up to ny reading the row below)
 * `k` stays sequential, and so does an unsigned `i` (`i < nx` then says nothing of nx's sign).
 * Odd sizes, one-element and zero-trip dimensions; the .minfo beside this file is the
 * schedule. */
#include <stdlib.h>
#include "check.h"

static void ref_above(double *b, int nx, int ny, int nz, int j0) {
    for (int k = 0; k < nz; k++)
        for (int j = j0; j < ny; j++)
            for (int i = 0; i < nx; i++) b[i + nx * (j + ny * k)] += b[i + nx * (j - 1 + ny * k)];
}

static void ref_below(double *b, int nx, int ny, int nz, int j1) {
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < j1; j++)
            for (int i = 0; i < nx; i++) b[i + nx * (j + ny * k)] += b[i + nx * (j + 1 + ny * k)];
}

static int same(const double *a, const double *b, int n) {
    for (int x = 0; x < n; x++)
        if (a[x] != b[x]) return 0;
    return 1;
}

int main(void) {
    int sizes[][3] = {{37, 19, 5}, {1, 2, 1}, {3, 1, 4}, {0, 5, 3}, {5, 3, 0}};
    for (int c = 0; c < 5; c++) {
        int nx = sizes[c][0], ny = sizes[c][1], nz = sizes[c][2], n = nx * ny * nz;
        /* One more plane on each side: the dependent forms read before and after. */
        int pad = nx * ny;
        double *restrict mem = malloc(sizeof(double) * (n + 2 * pad + 1));
        double *restrict want = malloc(sizeof(double) * (n + 2 * pad + 1));
        double *restrict b = malloc(sizeof(double) * (n + 1));
        double *w = want + pad;
        for (int x = 0; x < n + 2 * pad; x++) mem[x] = want[x] = x % 7 + 1;
        for (int x = 0; x < n; x++) b[x] = w[x];

        /* Parallel in k and i. */
#pragma acc kernels copy(b[0:n])
        for (int k = 0; k < nz; k++)
            for (int j = 1; j < ny; j++)
                for (int i = 0; i < nx; i++) b[i + nx * (j + ny * k)] += b[i + nx * (j - 1 + ny * k)];
        ref_above(w, nx, ny, nz, 1);
        CHECK(same(b, w, n));

        /* The row below, j < ny - 1: parallel in k too. */
#pragma acc kernels copy(b[0:n])
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny - 1; j++)
                for (int i = 0; i < nx; i++) b[i + nx * (j + ny * k)] += b[i + nx * (j + 1 + ny * k)];
        ref_below(w, nx, ny, nz, ny - 1);
        CHECK(same(b, w, n));
        for (int x = 0; x < n + 2 * pad; x++) mem[x] = want[x];

        /* j from 0 reads the last row of the plane before: k sequential. */
#pragma acc kernels copy(mem[0:n + 2 * pad])
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
                    mem[pad + i + nx * (j + ny * k)] += mem[pad + i + nx * (j - 1 + ny * k)];
        ref_above(w, nx, ny, nz, 0);
        CHECK(same(mem, want, n + 2 * pad));

        /* j up to ny reads the first row of the next plane: k sequential. */
#pragma acc kernels copy(mem[0:n + 2 * pad])
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
                    mem[pad + i + nx * (j + ny * k)] += mem[pad + i + nx * (j + 1 + ny * k)];
        ref_below(w, nx, ny, nz, ny);
        CHECK(same(mem, want, n + 2 * pad));

        /* The plane before read whole (`- nx*ny`): k sequential. */
#pragma acc kernels copy(mem[0:n + 2 * pad])
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
                    mem[pad + i + nx * (j + ny * k)] += mem[pad + i + nx * (j + ny * (k - 1))];
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++) w[i + nx * (j + ny * k)] += w[i + nx * (j + ny * (k - 1))];
        CHECK(same(mem, want, n + 2 * pad));

        /* An unsigned `i` compares `i < nx` as unsigned: `nx` bounding it says nothing of its
         * sign, so nothing is proved for `k` (kept sequential; the values are the same). */
        for (int x = 0; x < n; x++) b[x] = w[x];
#pragma acc kernels copy(b[0:n])
        for (int k = 0; k < nz; k++)
            for (int j = 1; j < ny; j++)
                for (unsigned i = 0; i < nx; i++) b[i + nx * (j + ny * k)] += b[i + nx * (j - 1 + ny * k)];
        ref_above(w, nx, ny, nz, 1);
        CHECK(same(b, w, n));
        free(b);
        free(mem);
        free(want);
    }
    CHECK_DONE();
}
