/* OpenACC 3.3, 2.15.1: a vector routine with its own `loop vector reduction` and a worker
 * routine with `loop worker` over rows that calls the vector routine, called from a gang loop
 * (each gang runs the routine on its row with its own vector lanes); the routine's result
 * and stores must be those of the whole row (V&V routine_vector/worker.c). */
#include <openacc.h>
#include "check.h"
#define R 12
#define C 70
#pragma acc routine vector
static double row_dot(const double *x, const double *y, int n) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += x[j] * y[j];
    return s;
}
#pragma acc routine vector
static void row_scale(double *x, int n, double f) {
#pragma acc loop vector
    for (int j = 0; j < n; j++) x[j] *= f;
}
#pragma acc routine worker
static void block_norms(double (*blk)[C], int rows, double *out) {
#pragma acc loop worker
    for (int r = 0; r < rows; r++) out[r] = row_dot(blk[r], blk[r], C);
}
int main(void) {
    static double m[R][C], y[C], d[R], nrm[R];
    for (int j = 0; j < C; j++) y[j] = 1.0 + (j % 3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = (i + 1) * 0.5 + j % 4;
#pragma acc parallel loop gang copy(m) copyin(y) copyout(d) vector_length(32)
    for (int i = 0; i < R; i++) {
        d[i] = row_dot(m[i], y, C);
        row_scale(m[i], C, 2.0);
    }
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(m) copyout(nrm)
    for (int b = 0; b < R; b += 3) block_norms(&m[b], 3, &nrm[b]);
    for (int i = 0; i < R; i++) {
        double w = 0, n2 = 0;
        for (int j = 0; j < C; j++) {
            double v = (i + 1) * 0.5 + j % 4;
            w += v * y[j];
            n2 += 4 * v * v;
            CHECK(m[i][j] == 2 * v);
        }
        CHECK(d[i] == w);
        CHECK(nrm[i] > n2 * (1 - 1e-12) && nrm[i] < n2 * (1 + 1e-12));
    }
    CHECK_DONE();
}
