/* kernels (OpenACC 3.3, 2.5.3, 2.9.7, 2.6.1): an inner loop's variable declared before the
 * nest and read after it (`for (i) for (j = 0; j < m; j++) ...; use(j);`). When the inner
 * loop is a statement of the outer body's top level whose bounds the host can compute again
 * at the last `i` (invariants, `i`, memory the nest does not write), the nest is parallel
 * and the host stores C's final value after the kernel (the inner loop's first value plus
 * its trip count times its step, at the last `i`): it was sequential. The inner loop keeps
 * its vector schedule when the body reads the variable nowhere after it. A variable read
 * before the inner loop sets it (`c[i] = j; for (j = ...)`) carries a value from the
 * iteration before: that nest is sequential (it was privatized, and `c[0]` was garbage). */
#include "check.h"
#define N 10
#define M 64
static int b[N][M], c[N], w[N][M], a[16];

int main(void) {
    int j = -1, k = -5, m = 7, z = 0, n = 0;
    for (int q = 0; q < 16; q++) a[q] = q % 9;

#pragma acc kernels
    for (int i = 0; i < N; i++)
        for (j = 0; j < m; j++) b[i][j] = i + j;
    CHECK(j == m);
    for (int i = 0; i < N; i++) for (int q = 0; q < m; q++) CHECK(b[i][q] == i + q);

    /* bounds of `i` and of memory, a step of 2 */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        b[i][0] = 1;
        for (j = i; j < 2 * i + a[3]; j += 2) w[i][j] = j;
    }
    CHECK(j == 21);

    /* two inner loops, one running no iteration, one counting down */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        for (j = 5; j < z; j++) b[i][j] = j;
        for (k = N; k > i; k--) w[i][k] = 1;
    }
    CHECK(j == 5 && k == N - 1);

    /* no outer iteration: both keep their values */
    j = 40;
#pragma acc kernels
    for (int i = 0; i < n; i++)
        for (j = 0; j < m; j++) b[i][j] = 0;
    CHECK(j == 40);

    /* the body reads j after the inner loop: the inner loop runs as written */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        for (j = 0; j < m + i % 3; j++) b[i][j] = j;
        c[i] = j;
    }
    CHECK(j == m + (N - 1) % 3);
    for (int i = 0; i < N; i++) CHECK(c[i] == m + i % 3);

    /* a `continue` may skip the inner loop in the last iterations: sequential */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        if (i > 3) continue;
        for (j = 0; j < m + i; j++) b[i][j] = j;
    }
    CHECK(j == m + 3);

    /* read before the inner loop sets it: a value from the iteration before */
    j = -1;
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        c[i] = j;
        for (j = 0; j < m + i; j++) b[i][j] = j;
    }
    CHECK(c[0] == -1);
    for (int i = 1; i < N; i++) CHECK(c[i] == m + i - 1);
    CHECK_DONE();
}
