/* OpenACC 3.3, 2.10 (cache directive): cache(readonly: a[i-1:3]) at the top of a loop body
 * for a 3-point stencil, a cache of a 2-D row section a[i][0:M] in an outer gang loop read
 * by an inner vector loop, and a cache naming a scalar-indexed element in a seq loop; the
 * results are those without the directive (V&V cache*.c with 3.3's readonly modifier). */
#include <openacc.h>
#include "check.h"
#define N 300
#define R 8
#define M 40
int main(void) {
    float a[N], b[N];
    static float m[R][M], rs[R][M];
    for (int i = 0; i < N; i++) a[i] = (i * 13) % 17;
    for (int r = 0; r < R; r++)
        for (int j = 0; j < M; j++) m[r][j] = r + j * 0.5f;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(readonly: a[i - 1:3])
        b[i] = a[i - 1] + 2 * a[i] + a[i + 1];
    }
    for (int i = 1; i < N - 1; i++) CHECK(b[i] == a[i - 1] + 2 * a[i] + a[i + 1]);
#pragma acc parallel loop gang copyin(m) copyout(rs)
    for (int r = 0; r < R; r++) {
#pragma acc cache(m[r][0:M])
#pragma acc loop vector
        for (int j = 0; j < M; j++) rs[r][j] = m[r][M - 1 - j] - m[r][j];
    }
    for (int r = 0; r < R; r++)
        for (int j = 0; j < M; j++) CHECK(rs[r][j] == m[r][M - 1 - j] - m[r][j]);
    float acc = 0;
#pragma acc serial copyin(a) copy(acc)
    {
#pragma acc loop seq
        for (int i = 0; i < N; i++) {
#pragma acc cache(readonly: a[(i * 7) % N])
            acc += a[(i * 7) % N];
        }
    }
    float want = 0;
    for (int i = 0; i < N; i++) want += a[(i * 7) % N];
    CHECK(acc == want);
    CHECK_DONE();
}
