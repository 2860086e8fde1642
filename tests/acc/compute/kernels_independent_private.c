/* kernels + `loop independent` (2.9.6): the user rules out the dependences the analysis finds
 * (here the indirect stores b[idx[i]]), but the scalars each iteration assigns before using
 * them stay private to it, as in any loop the kernels construct parallelizes (2.5.3; nvc does
 * the same). Forcing the loop parallel dropped that privatization: t and w were one shared
 * copy and the gangs raced on them (1405 mismatches under emul, hunt27 bug12). Also a
 * temporary assigned first inside an inner loop of an independent nest. */
#include "check.h"
#define N 20000
#define M 64
static double a[N], b[N], wv[N], c[M][M];
static int idx[N];

int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i; idx[i] = (int)((i * 7919L) % N); } /* a permutation */
    double t, w;
#pragma acc kernels
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) {
            t = a[i] * 2;
            w = 0;
            for (int q = 0; q < 100; q++) w += q * a[i];
            b[idx[i]] = t;
            wv[idx[i]] = w;
        }
    }
    int bad = 0;
    for (int i = 0; i < N; i++) bad += b[idx[i]] != 2.0 * i || wv[idx[i]] != 4950.0 * i;
    CHECK(bad == 0);

    double u;
#pragma acc kernels loop independent
    for (int i = 0; i < M; i++) {
#pragma acc loop independent
        for (int j = 0; j < M; j++) {
            u = a[i] * M + a[j];
            c[idx[i] % M == idx[i] % M ? i : 0][j] = u;
        }
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) CHECK(c[i][j] == (double)i * M + j);
    CHECK_DONE();
}
