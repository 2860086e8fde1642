/* OpenACC 3.3, 2.10 the cache directive with a run-time window (in[i-w:2*w+1]) in a vector
 * loop of a `routine vector` (2.15.1) called from a parallel construct, and a row section in
 * a kernels loop whose inner loop carries a reduction (gcc libgomp cache-1.c forms). */
#include "check.h"
#define N 256
#pragma acc routine vector
static void smooth(const float *restrict in, float *restrict out, int n, int w) {
#pragma acc loop vector
    for (int i = w; i < n - w; i++) {
#pragma acc cache(in[i - w:2 * w + 1])
        float s = 0;
        for (int k = -w; k <= w; k++) s += in[i + k];
        out[i] = s;
    }
}
int main(void) {
    float a[N], b[N], c[N][N];
    int w = 2;
    for (int i = 0; i < N; i++) { a[i] = 1; b[i] = 0; }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) c[i][j] = i + j;
#pragma acc parallel num_gangs(1) copyin(a) copy(b)
    smooth(a, b, N, w);
    float r[N];
#pragma acc kernels loop copyin(c) copyout(r)
    for (int i = 0; i < N; i++) {
        float s = 0;
#pragma acc cache(c[i][0:N])
#pragma acc loop reduction(+:s)
        for (int j = 0; j < N; j++) s += c[i][j];
        r[i] = s;
    }
    int bad = 0;
    for (int i = w; i < N - w; i++) bad += b[i] != 2 * w + 1;
    for (int i = 0; i < N; i++) bad += r[i] != (float)(N * i + N * (N - 1) / 2);
    CHECK(bad == 0);
    CHECK_DONE();
}
