/* kernels (OpenACC 3.3, 2.5.3, 2.6.2): a variable-length array declared in the host code
 * between the kernels takes its length from the device's data, as its kernels see it: after
 * a kernel sets `e[0] = 5`, `int t[e[0]];` has 5 elements (it took the host copy's 3, and the
 * kernel filling `t[i]` for `i < e[0]` wrote past the end of t's device copy: emul read 0).
 * Two lengths from device data, one a plain scalar's, and a zero length with no trips. */
#include "check.h"
int main(void) {
    int e[4] = {3, 2, 0, 0};
    int out[8] = {0}, got[3] = {0};
    int m = 1;
#pragma acc kernels copy(e, out, got, m)
    {
        e[0] = 5;
        m = 7;
        int t[e[0]], u[e[1] + 1][m];
        int z[e[2]];
        for (int i = 0; i < e[0]; i++) t[i] = i + 1;
        for (int i = 0; i < e[1] + 1; i++)
            for (int j = 0; j < m; j++) u[i][j] = i * j;
        for (int i = 0; i < e[2]; i++) z[i] = -1;
        for (int i = 0; i < 8; i++) out[i] = t[i % 5] + u[i % 3][i % 7];
        got[0] = t[e[0] - 1];
        got[1] = u[e[1]][m - 1];
        got[2] = e[2];
    }
    for (int i = 0; i < 8; i++) CHECK(out[i] == i % 5 + 1 + (i % 3) * (i % 7));
    CHECK(got[0] == 5 && got[1] == 12 && got[2] == 0);
    CHECK(e[0] == 5 && m == 7);
    CHECK_DONE();
}
