/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): LU's elimination as a numerical code writes it,
 * `for (i = k + 1; i < N; i++) { a[i][k] /= a[k][k]; for (j = k + 1; j < N; j++) a[i][j] -=
 * a[i][k] * a[k][j]; }`: the rows the loop writes (from `k + 1`) never reach the pivot row `k`
 * it reads, and the columns of the `j` loop (from `k + 1`) never reach column `k`. The loop's
 * bounds separate the references: both loops are parallel, where the nest was "Loop carried
 * dependence of 'a'" and one serial kernel per pivot. A loop from `k` itself (it writes the
 * pivot row), a read of the row after the last one written (`i <= m - 2`, reading `m - 1`
 * is apart but `m - 2` is not), and unsigned bounds (`k + 1` may wrap) stay sequential. The
 * .minfo beside this file is the schedule. */
#include <math.h>
#include "check.h"
#define N 24
static double a[N][N], r[N][N], b[N][N], rb[N][N], c[N], rc[N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = r[i][j] = b[i][j] = rb[i][j] = (i == j) ? 2.0 * N : 1.0 / (1 + i + 2 * j);
#pragma acc data copy(a)
    for (int k = 0; k < N - 1; k++) {
#pragma acc kernels
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
    for (int k = 0; k < N - 1; k++)
        for (int i = k + 1; i < N; i++) {
            r[i][k] /= r[k][k];
            for (int j = k + 1; j < N; j++) r[i][j] -= r[i][k] * r[k][j];
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(fabs(a[i][j] - r[i][j]) < 1e-12);
    /* From k itself: row k is written and read: sequential. */
    int k = 3, m = N;
#pragma acc kernels copy(b)
    for (int i = k; i < N; i++) b[i][0] = b[k][0] + 1;
    for (int i = k; i < N; i++) rb[i][0] = rb[k][0] + 1;
    /* The last row read past the written ones is apart; a row inside them is not. */
#pragma acc kernels copy(b)
    for (int i = 0; i <= m - 2; i++) b[i][1] = b[m - 1][1] * 2;
#pragma acc kernels copy(b)
    for (int i = 0; i <= m - 2; i++) b[i][2] = b[m - 2][2] + 1;
    for (int i = 0; i <= m - 2; i++) rb[i][1] = rb[m - 1][1] * 2;
    for (int i = 0; i <= m - 2; i++) rb[i][2] = rb[m - 2][2] + 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(b[i][j] == rb[i][j]);
    /* Unsigned bounds: `u + 1` may wrap below `u`. */
    unsigned u = 2;
#pragma acc kernels copy(c)
    for (unsigned i = u + 1; i < N; i++) c[i] = c[u] + i;
    for (unsigned i = u + 1; i < N; i++) rc[i] = rc[u] + i;
    for (int i = 0; i < N; i++) CHECK(c[i] == rc[i]);
    CHECK_DONE();
}
