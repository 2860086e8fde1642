/* OpenACC 3.3, 2.5.15 and 2.9.11: a loop reduction on a part of a pointer's target that does
 * not start at its first element (`reduction(+:p[lo:n])`), whose body reaches the part other
 * than by subscripts of the variable: pointer arithmetic (`*(p + lo + k)`, `q = p + lo`) and
 * the variable passed to a routine. The subscripts and the pointer arithmetic index the
 * private copy from its own first element; the routine gets the variable's address inside a
 * copy with `lo` elements of slack before the part (since 2026-12-01, C11 6.5.6p8), so the
 * region runs on the GPU (it ran on the host only, with a warning, in the first rebased form). */
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static void add_at(long *q, int k, long v) { q[k] += v; }

int main(void) {
    enum { N = 64, G = 8, I = 200 };
    long *p = calloc(N, sizeof *p), want[N] = {0};
    int lo = 5, n = 7;
    if (!p) return 1;
#pragma acc parallel loop gang copy(p[0:N])
    for (int g = 0; g < G; g++) {
#pragma acc loop vector reduction(+:p[lo:n])
        for (int i = 0; i < I; i++) {
            *(p + lo + i % n) += i;
            long *q = p + lo;
            q[(i + 1) % n] += 2;
            add_at(p, lo + (i + 2) % n, g);
        }
    }
    for (int g = 0; g < G; g++)
        for (int i = 0; i < I; i++) {
            want[lo + i % n] += i;
            want[lo + (i + 1) % n] += 2;
            want[lo + (i + 2) % n] += g;
        }
    int bad = 0;
    for (int k = 0; k < N; k++)
        if (p[k] != want[k]) {
            if (bad++ < 5) printf("p[%d] = %ld, want %ld\n", k, p[k], want[k]);
        }
    printf("%s\n", bad ? "FAIL" : "ok");
    free(p);
    return bad != 0;
}
