/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): a loop whose references to one array cover value ranges
 * that do not overlap over the loop's constant bounds is parallel: an in-place reversal
 * (`a[i]` and `a[N-1-i]` for `i < N/2`, the GCD test alone finds a solution), a copy from the
 * upper half counting down. The same shapes whose ranges overlap (the swaps run past the
 * middle, the copy one element further) carry a dependence and stay sequential, with C's
 * result. Odd and even sizes. The .minfo beside this file pins the schedule. */
#include "check.h"

#define N 101
#define M 64

int main(void) {
    int a[N], r[N];
    double d[M], e[M];
    for (int i = 0; i < N; i++) a[i] = r[i] = i * 7 % 13;
    for (int i = 0; i < M; i++) d[i] = e[i] = i * 0.5;
#pragma acc kernels copy(a, d)
    {
        for (int i = 0; i < N / 2; i++) {
            int t = a[i];
            a[i] = a[N - 1 - i];
            a[N - 1 - i] = t;
        }
        for (int i = M - 1; i >= M / 2; i--) d[i - M / 2] = d[i] * 2;
    }
    for (int i = 0; i < N / 2; i++) {
        int t = r[i];
        r[i] = r[N - 1 - i];
        r[N - 1 - i] = t;
    }
    for (int i = M - 1; i >= M / 2; i--) e[i - M / 2] = e[i] * 2;
    for (int i = 0; i < N; i++) CHECK(a[i] == r[i]);
    for (int i = 0; i < M; i++) CHECK(d[i] == e[i]);

    /* Overlapping: swaps past the middle undo some earlier ones; the copy reaches the
     * element it wrote first. */
#pragma acc kernels copy(a, d)
    {
        for (int i = 0; i < N / 2 + 7; i++) {
            int t = a[i];
            a[i] = a[N - 1 - i];
            a[N - 1 - i] = t;
        }
        for (int i = M - 1; i >= M / 2 - 1; i--) d[i - M / 2 + 1] = d[i] * 2 + (i < M / 2);
    }
    for (int i = 0; i < N / 2 + 7; i++) {
        int t = r[i];
        r[i] = r[N - 1 - i];
        r[N - 1 - i] = t;
    }
    for (int i = M - 1; i >= M / 2 - 1; i--) e[i - M / 2 + 1] = e[i] * 2 + (i < M / 2);
    for (int i = 0; i < N; i++) CHECK(a[i] == r[i]);
    for (int i = 0; i < M; i++) CHECK(d[i] == e[i]);
    CHECK_DONE();
}
