/* OpenACC 3.3, 2.15.1 (routine directive): a seq routine that calls itself (recursion is
 * allowed in a seq routine), a pair of mutually recursive seq routines declared before
 * their definitions, and a recursive routine taking an array section by pointer, called
 * from gang vector loops (V&V routine_seq.c with recursion). Depths stay small (GPU stack). */
#include <openacc.h>
#include "check.h"
#define N 40
#pragma acc routine seq
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
#pragma acc routine seq
static int is_odd(int n);
#pragma acc routine seq
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
#pragma acc routine seq
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
#pragma acc routine seq
static long sum_range(const int *p, int n) {
    if (n == 0) return 0;
    if (n == 1) return p[0];
    return sum_range(p, n / 2) + sum_range(p + n / 2, n - n / 2);
}
int main(void) {
    int f[N], par[N], data[N * 8];
    long sums[N];
    for (int i = 0; i < N * 8; i++) data[i] = i * 3 - 50;
#pragma acc parallel loop gang vector copyout(f, par, sums) copyin(data)
    for (int i = 0; i < N; i++) {
        f[i] = fib(i % 16);
        par[i] = is_even(i);
        sums[i] = sum_range(data + i, 8 + i % 5);
    }
    int want[16] = {0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610};
    for (int i = 0; i < N; i++) {
        CHECK(f[i] == want[i % 16]);
        CHECK(par[i] == (i % 2 == 0));
        long w = 0;
        for (int k = 0; k < 8 + i % 5; k++) w += data[i + k];
        CHECK(sums[i] == w);
    }
    CHECK_DONE();
}
