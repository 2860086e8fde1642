/* kernels (2.5.3): a flattened 2-D array whose row width is a local of the function defined
 * from the bounds (CloverLeaf's `int w = x_max - x_min + 5;` and its FTNREF2D macro,
 * `a[w*(k - (y_min-2)) + j - (x_min-2)]` over `j` from `x_min` to `x_max`): the rows of
 * two iterations of `k` cannot meet, since the span of `j` is less than `w`, so the `k`
 * loop is parallel, as the same loop with the bound `j < w` was. Before the fix the `k`
 * loop ran on the host, one kernel per row ("Loop carried dependence of 'vol_flux_y'"),
 * because the test compared `w` with the span without knowing `w`. What stays sequential
 * (the .minfo pins it): a width smaller than the span (rows overlap), a width the function
 * changes after its definition, a width defined from a parameter the function changes,
 * and one a data clause names (its value may come back from the device; named in the bounds
 * of a section it is only read). Results are
 * compared with the loops run as written on the host. */
#include "check.h"
#define FTNREF2D(i_index, j_index, i_size, i_lb, j_lb) ((i_size) * ((j_index) - (j_lb)) + (i_index) - (i_lb))
#define MAXSZ 2048

static double ref[MAXSZ];

static void flux_y(int x_min, int x_max, int y_min, int y_max, double dt, const double *restrict yarea,
                   const double *restrict yvel, double *restrict vol_flux_y) {
    int w = x_max - x_min + 5;
    int sz = w * (y_max - y_min + 5);
#pragma acc kernels copyin(yarea[0:sz], yvel[0:sz]) copy(vol_flux_y[0:sz])
    for (int k = y_min; k <= y_max + 1; k++)
        for (int j = x_min; j <= x_max; j++)
            vol_flux_y[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] =
                0.25 * dt * yarea[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] *
                (yvel[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] + yvel[FTNREF2D(j + 1, k, w, x_min - 2, y_min - 2)]);
}

/* the width in the bounds of a section (read there): parallel */
static void in_bounds(int n, int m, double *restrict a) {
    int w = n + 2;
#pragma acc kernels copy(a[0:w*m])
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++)
            a[w * k + j] = k * 100 + j;
}

/* a width one less than the span: row k's last element is row k+1's first */
static void overlap(int n, int m, double *restrict a) {
    int w = n - 1;
#pragma acc kernels copy(a[0:w*m+1])
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++)
            a[w * k + j] = k * 100 + j;
}

/* the width changed after its definition */
static void changed(int n, int m, double *restrict a) {
    int w = n + 2;
    if (m > 100)
        w = 1;
#pragma acc kernels copy(a[0:w*m])
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++)
            a[w * k + j] = k * 100 + j;
}

/* defined from a parameter the function changes before the loop */
static void param_changed(int n, int m, double *restrict a) {
    int w = n + 2;
    n += 4;
#pragma acc kernels copy(a[0:w*m+n])
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++)
            a[w * k + j] = k * 100 + j;
}

/* named by a data clause (copyout may write it back) */
static void in_clause(int n, int m, double *restrict a) {
    int w = n + 2;
#pragma acc data copyin(w)
    {
#pragma acc kernels copy(a[0:w*m])
        for (int k = 0; k < m; k++)
            for (int j = 0; j < n; j++)
                a[w * k + j] = k * 100 + j;
    }
}

static void fill(double *a, int n) {
    for (int i = 0; i < n; i++) a[i] = -1.0;
}

static int same(const double *a, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != ref[i]) return 0;
    return 1;
}

int main(void) {
    static double yarea[MAXSZ], yvel[MAXSZ], vfy[MAXSZ], a[MAXSZ];
    int x_min = 1, x_max = 20, y_min = 1, y_max = 12;
    int w = x_max - x_min + 5, sz = w * (y_max - y_min + 5);
    for (int i = 0; i < sz; i++) {
        yarea[i] = 0.1 + i % 7;
        yvel[i] = 0.5 * (i % 11) - 2.0;
        vfy[i] = ref[i] = -1.0;
    }
    flux_y(x_min, x_max, y_min, y_max, 0.04, yarea, yvel, vfy);
    for (int k = y_min; k <= y_max + 1; k++)
        for (int j = x_min; j <= x_max; j++)
            ref[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] =
                0.25 * 0.04 * yarea[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] *
                (yvel[FTNREF2D(j, k, w, x_min - 2, y_min - 2)] + yvel[FTNREF2D(j + 1, k, w, x_min - 2, y_min - 2)]);
    CHECK(same(vfy, sz));

    int n = 9, m = 13;
    fill(a, MAXSZ);
    fill(ref, MAXSZ);
    overlap(n, m, a);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++) ref[(n - 1) * k + j] = k * 100 + j;
    CHECK(same(a, MAXSZ));

    fill(a, MAXSZ);
    fill(ref, MAXSZ);
    in_bounds(n, m, a);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++) ref[(n + 2) * k + j] = k * 100 + j;
    CHECK(same(a, MAXSZ));

    fill(a, MAXSZ);
    fill(ref, MAXSZ);
    changed(n, m, a);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++) ref[(n + 2) * k + j] = k * 100 + j;
    CHECK(same(a, MAXSZ));

    fill(a, MAXSZ);
    fill(ref, MAXSZ);
    param_changed(n, m, a);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n + 4; j++) ref[(n + 2) * k + j] = k * 100 + j;
    CHECK(same(a, MAXSZ));

    fill(a, MAXSZ);
    fill(ref, MAXSZ);
    in_clause(n, m, a);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < n; j++) ref[(n + 2) * k + j] = k * 100 + j;
    CHECK(same(a, MAXSZ));
    CHECK_DONE();
}
