/* OpenACC 3.3, 2.15.1 (routine directive) with 2.9.11 (reduction on orphaned loops): a
 * routine worker with a worker loop reducing into a local, whose body calls a routine vector
 * with a vector-loop reduction; called from a gang loop, each gang gets its row's result;
 * a routine gang with a gang-loop reduction called from a parallel region. */
#include <openacc.h>
#include "check.h"
#define R 64
#define C 96
#pragma acc routine vector
static double row_dot(const double *x, const double *y, int n) {
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += x[j] * y[j];
    return s;
}
#pragma acc routine worker
static double block_max(const double *m, const double *v, int rows, int n) {
    double best = -1e300;
#pragma acc loop worker reduction(max:best)
    for (int r = 0; r < rows; r++) {
        double d = row_dot(m + (long)r * n, v, n);
        best = d > best ? d : best;
    }
    return best;
}
#pragma acc routine gang
static void scale_all(double *m, int count, double f) {
#pragma acc loop gang vector
    for (int i = 0; i < count; i++) m[i] *= f;
}
int main(void) {
    static double m[R * C], v[C], out[R / 4];
    for (int i = 0; i < R * C; i++) m[i] = (i % 13) - 6 + 0.25 * (i % 3);
    for (int j = 0; j < C; j++) v[j] = (j % 5) * 0.5 - 1.0;
#pragma acc data copy(m) copyin(v) copyout(out)
    {
#pragma acc parallel num_gangs(2)
        scale_all(m, R * C, 2.0);
#pragma acc parallel loop gang num_workers(4) vector_length(32)
        for (int b = 0; b < R / 4; b++) out[b] = block_max(m + (long)b * 4 * C, v, 4, C);
    }
    for (int i = 0; i < R * C; i++) CHECK(m[i] == 2.0 * ((i % 13) - 6 + 0.25 * (i % 3)));
    for (int b = 0; b < R / 4; b++) {
        double best = -1e300;
        for (int r = 0; r < 4; r++) {
            double s = 0.0;
            for (int j = 0; j < C; j++) s += m[(long)(b * 4 + r) * C + j] * v[j];
            best = s > best ? s : best;
        }
        CHECK(out[b] == best); /* all terms are multiples of 1/8: exact in any order */
    }
    CHECK_DONE();
}
