/* OpenACC 3.3, 2.10 the cache directive at the top of a loop body: a window a[i-1:3] of the
 * vector loop's index, a row section of a 2-D array, an element, and a read-only
 * cache(readonly:...) section; in gang vector, worker vector and vector loops, and in a
 * sequential loop inside a vector loop (gcc libgomp cache-1.c, V&V loop_cache.c). */
#include "check.h"
#define N 512
#define M 16
int main(void) {
    float a[N], b[N], m[M][M], r[M][M];
    int idx[N];
    for (int i = 0; i < N; i++) { a[i] = (float)i; b[i] = 0.0f; idx[i] = (i * 7) % N; }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) m[i][j] = (float)(i * M + j);
#pragma acc parallel loop gang vector copyin(a) copyout(b)
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i - 1:3])
        b[i] = a[i - 1] + a[i] + a[i + 1];
    }
    for (int i = 1; i < N - 1; i++) CHECK(b[i] == 3.0f * i);
#pragma acc parallel loop gang copyin(m) copyout(r)
    for (int i = 0; i < M; i++) {
#pragma acc cache(m[i][0:M])
#pragma acc loop vector
        for (int j = 0; j < M; j++) r[i][j] = m[i][j] + m[i][M - 1 - j];
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) CHECK(r[i][j] == (float)(2 * i * M + M - 1));
#pragma acc parallel loop gang worker copyin(a, idx) copyout(b)
    for (int i = 0; i < N; i++) {
#pragma acc cache(readonly: a[idx[i]:1], idx[i])
        b[i] = a[idx[i]];
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == (float)((i * 7) % N));
#pragma acc parallel loop gang copyin(m) copyout(r)
    for (int i = 0; i < M; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) {
            float s = 0.0f;
            for (int k = 0; k < M; k++) {
#pragma acc cache(m[k][j])
                s += m[k][j];
            }
            r[i][j] = s + i;
        }
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) CHECK(r[i][j] == (float)(M * (M - 1) / 2 * M + M * j + i));
    CHECK_DONE();
}
