/* OpenACC 3.3, 2.9.4-2.9.6 (seq, independent, auto) on loops in kernels constructs: auto
 * with a true dependence (the implementation must run it sequentially), independent on a
 * loop the compiler cannot prove, seq on an outer loop with a parallel inner loop, and the
 * three with reductions, private and collapse; V&V kernels_loop_auto, loop_independent,
 * kernels_loop_seq. */
#include "check.h"
#define N 500
int main(void) {
    static int a[N], b[N], idx[N];
    static double m[20][30];
    for (int i = 0; i < N; i++) { a[i] = 1; b[i] = i; idx[i] = (i * 7) % N; }
    /* auto with a loop-carried dependence: a prefix sum, which must come out right */
#pragma acc kernels copy(a)
    {
#pragma acc loop auto
        for (int i = 1; i < N; i++) a[i] = a[i - 1] + a[i];
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 1);
    /* independent through an index array (a permutation) */
#pragma acc kernels copyin(idx, b) copyout(a)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) a[idx[i]] = b[i];
    }
    for (int i = 0; i < N; i++) CHECK(a[idx[i]] == i);
    /* seq outer, independent inner, with a private scratch */
#pragma acc kernels loop seq copy(m)
    for (int i = 1; i < 20; i++) {
#pragma acc loop independent
        for (int j = 0; j < 30; j++) m[i][j] = m[i - 1][j] + j + 1;
    }
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 30; j++) CHECK(m[i][j] == (double)i * (j + 1));
    /* auto with a reduction and independent collapse(2) with a reduction */
    long s = 0;
    double t = 0;
#pragma acc kernels copyin(b, m)
    {
#pragma acc loop auto reduction(+:s)
        for (int i = 0; i < N; i++) s += b[i];
#pragma acc loop independent collapse(2) reduction(+:t)
        for (int i = 0; i < 20; i++)
            for (int j = 0; j < 30; j++) t += m[i][j];
    }
    CHECK(s == (long)N * (N - 1) / 2);
    CHECK(t == 190.0 * 465.0);
    /* auto on an inner loop whose outer loop is independent; private on auto */
    int tmp;
#pragma acc kernels loop independent copy(m) private(tmp)
    for (int i = 0; i < 20; i++) {
#pragma acc loop auto
        for (int j = 1; j < 30; j++) {
            tmp = (int)m[i][j - 1];
            m[i][j] = tmp + 1.0;
        }
    }
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 30; j++) CHECK(m[i][j] == (double)(i + j));
    CHECK_DONE();
}
