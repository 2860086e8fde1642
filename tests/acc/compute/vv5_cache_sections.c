/* OpenACC 3.3, 2.10 (cache directive): cache of subarrays with a lower bound from the loop
 * variable (`a[i-1:3]`), of several arrays and elements in one directive, with readonly,
 * of a 2-D section (`m[j][0:W]`), in gang, vector and seq loops of parallel, kernels and
 * serial; V&V cache_loop, kernels_cache. */
#include "check.h"
#define N 256
#define W 16
int main(void) {
    static float a[N + 2], b[N], c[N], m[8][W], r[8];
    for (int i = 0; i < N + 2; i++) a[i] = i;
    for (int j = 0; j < 8; j++)
        for (int k = 0; k < W; k++) m[j][k] = j + k;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 1; i <= N; i++) {
#pragma acc cache(a[i - 1:3])
        b[i - 1] = a[i - 1] + a[i] + a[i + 1];
    }
    for (int i = 1; i <= N; i++) CHECK(b[i - 1] == 3.0f * i);
#pragma acc kernels loop independent copyin(a, b) copyout(c)
    for (int i = 0; i < N; i++) {
#pragma acc cache(readonly: a[i:2], b[i])
        c[i] = a[i] * a[i + 1] - b[i];
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == (float)i * (i + 1) - 3.0f * (i + 1));
#pragma acc parallel loop gang copyin(m) copyout(r)
    for (int j = 0; j < 8; j++) {
        float s = 0;
#pragma acc cache(m[j][0:W])
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < W; k++) {
#pragma acc cache(m[j][k:1])
            s += m[j][k];
        }
        r[j] = s;
    }
    for (int j = 0; j < 8; j++) CHECK(r[j] == 16.0f * j + 120.0f);
    float t = 0;
#pragma acc serial copyin(a) copy(t)
    {
#pragma acc loop seq
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[i:1])
            t += a[i];
        }
    }
    CHECK(t == (float)(N - 1) * N / 2);
    CHECK_DONE();
}
