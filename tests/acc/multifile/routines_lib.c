/* Routines defined in one file and called from compute constructs of others (OpenACC 3.3,
 * 2.15.1), built with `oxacc -acc -c` on its own: see crates/oxacc-lower/tests/run_multifile.rs. */
#include "routines.h"

#pragma acc routine seq
double sq(double x) { return x * x; }

/* A helper of this file only, with no directive: an implicit `routine seq` (2.15.1). */
static double twice(double x) { return 2 * x; }

/* A routine calling another routine of its file and a static helper. */
#pragma acc routine seq
double sq_plus_twice(double x) { return sq(x) + twice(x); }

/* A routine taking a pointer: it writes through it in device memory. */
#pragma acc routine seq
void scale(double *x, int n, double f) {
    for (int i = 0; i < n; i++) x[i] *= f;
}

/* A recursive routine (the module it is linked into needs a larger device stack). */
#pragma acc routine seq
long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

/* A vector routine: its loop is partitioned over the vector lanes of the calling gang. */
#pragma acc routine vector
double row_sum(const double *r, int n) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += r[j];
    return s;
}

/* A vector routine of this file only, called by a worker routine and a gang routine that
 * other files call: each loop partitioned at its routine's level. */
#pragma acc routine vector
static void fill_row(int *row, int r, int c) {
#pragma acc loop vector
    for (int j = 0; j < c; j++) row[j] = r * 1000 + j;
}

#pragma acc routine worker
void fill_block(int *blk, int r0, int nr, int c) {
#pragma acc loop worker
    for (int w = 0; w < nr; w++) fill_row(&blk[w * c], r0 + w, c);
}

#pragma acc routine gang
void fill_all(int *m, int nrows, int c) {
#pragma acc loop gang
    for (int r = 0; r < nrows; r++) fill_row(&m[r * c], r, c);
}
