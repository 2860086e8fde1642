/* OpenACC 3.3, 2.15.1 orphaned loops in routines: tile(8, 8) with worker in a `routine worker`
 * (2.9.8), a vector reduction in a `routine vector` returning its sum, and a `routine gang`
 * whose gang loop calls the vector routine per row (V&V routine_*_loop, gcc libgomp
 * routine-wv-*.c). The sums are of multiples of 0.5: exact in any order. */
#include "check.h"
#define N 40
#pragma acc routine worker
static void tr(const float *a, float *b, int n) {
#pragma acc loop tile(8, 8) worker
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) b[j * n + i] = a[i * n + j];
}
#pragma acc routine vector
static float dot(const float *a, const float *b, int n) {
    float s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
#pragma acc routine gang
static void rows(const float *a, float *r, int n) {
#pragma acc loop gang collapse(1)
    for (int i = 0; i < n; i++) r[i] = dot(a + i * n, a + i * n, n);
}
int main(void) {
    static float a[N * N], b[N * N], r[N];
    for (int i = 0; i < N * N; i++) a[i] = (i % 13) * 0.5f;
#pragma acc parallel num_gangs(1) num_workers(4) copyin(a) copyout(b)
    tr(a, b, N);
#pragma acc parallel copyin(a) copyout(r)
    rows(a, r, N);
    int bad = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) bad += b[j * N + i] != a[i * N + j];
    for (int i = 0; i < N; i++) { float s = 0; for (int k = 0; k < N; k++) s += a[i*N+k]*a[i*N+k]; bad += s != r[i]; }
    CHECK(bad == 0);
    CHECK_DONE();
}
