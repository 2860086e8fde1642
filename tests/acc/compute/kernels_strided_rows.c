/* kernels (OpenACC 3.3, 2.5.3; loop auto 2.9.7): rows of a constant stride. With
 * `int off = i * M;` (a body local standing for its initializer) b[off + j], j spanning M
 * values, stays in row i: the outer loop is a gang loop where it was "Loop carried dependence
 * of 'b'" scheduled on the host, one launch per row. A row that reaches into the next one
 * (j spanning M + 1 values, or an offset of one) stays sequential. The .minfo beside this
 * file pins the schedule. */
#include "check.h"

enum { NR = 40, M = 50 };
static double a[NR * M + M], b[NR * M + M], c[NR * M + M];

int main(void) {
    for (int k = 0; k < NR * M + M; k++) a[k] = k % 11, c[k] = 1;
#pragma acc kernels
    {
        for (int i = 0; i < NR; i++) {
            int off = i * M;
            for (int j = 0; j < M; j++) b[off + j] = a[off + j] * 2;
        }
        for (int i = 0; i < NR; i++)
            for (int j = 0; j <= M; j++) c[i * M + j] = c[i * M + j] + 1;
    }
    for (int k = 0; k < NR * M; k++) CHECK(b[k] == (k % 11) * 2);
    /* Element i*M (i >= 1) is the last of row i-1 and the first of row i: updated twice. */
    for (int k = 0; k <= NR * M; k++) CHECK(c[k] == (k % M == 0 && k > 0 && k < NR * M ? 3 : 2));
    CHECK_DONE();
}
