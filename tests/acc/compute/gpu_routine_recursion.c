/* OpenACC 3.3, 2.15.1: recursive seq routines (direct and mutual recursion, recursion through a
 * struct result) called from vector lanes; each lane recurses independently. */
#include "check.h"

#pragma acc routine seq
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

#pragma acc routine seq
static int is_odd(unsigned n);
#pragma acc routine seq
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
#pragma acc routine seq
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

#pragma acc routine seq
static int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

#pragma acc routine seq
static void hanoi(int n, int *moves) {
    if (n == 0) return;
    hanoi(n - 1, moves);
    (*moves)++;
    hanoi(n - 1, moves);
}

int main(void) {
    static long f[20];
    static int par[200], ack[4 * 4], moves[12];
#pragma acc parallel loop gang vector copyout(f)
    for (int i = 0; i < 20; i++) f[i] = fib(i);
    long a = 0, b = 1;
    for (int i = 0; i < 20; i++) {
        CHECK(f[i] == a);
        long t = a + b;
        a = b;
        b = t;
    }
#pragma acc parallel loop gang vector copyout(par)
    for (int i = 0; i < 200; i++) par[i] = is_even((unsigned)i) * 2 + is_odd((unsigned)i);
    for (int i = 0; i < 200; i++) CHECK(par[i] == (i % 2 ? 1 : 2));
#pragma acc parallel loop collapse(2) copyout(ack)
    for (int m = 0; m < 4; m++)
        for (int n = 0; n < 4; n++) ack[m * 4 + n] = ackermann(m, n);
    static const int want[16] = {1, 2, 3, 4, 2, 3, 4, 5, 3, 5, 7, 9, 5, 13, 29, 61};
    for (int i = 0; i < 16; i++) CHECK(ack[i] == want[i]);
#pragma acc parallel loop copyout(moves)
    for (int n = 0; n < 12; n++) {
        int mv = 0;
        hanoi(n, &mv);
        moves[n] = mv;
    }
    for (int n = 0; n < 12; n++) CHECK(moves[n] == (1 << n) - 1);
    CHECK_DONE();
}
