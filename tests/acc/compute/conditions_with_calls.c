/* Conditions and loop headers that call functions or store, in code where each thread runs
 * its own iteration (a gang-vector loop, a seq routine): the region is ordinary C (OpenACC
 * 3.3, 2.5.1), and each thread evaluates its condition once. The GPU writer refused every
 * condition with a call (`if (get(a[i]) > 0)`, `if (isnan(x))`) or a store (`if ((b[i] =
 * ...) > 0)`) as "a condition that writes shared memory" and left the region on the host,
 * which stopped on a GPU. Pure builtins are allowed in gang-redundant code as well. */
#include <math.h>
#include "check.h"

#pragma acc routine seq
static int get(int x) { return x % 3; }

#pragma acc routine seq
static int count(const int *a, int n) {
    int c = 0;
    for (int k = 0; k < n; k++)
        if (get(a[k]) > 0) c++;
    while (get(c) == 1) c++;
    return c;
}

#define N 64

int main(void) {
    int a[N], b[N], c[N], d[N], e[N];
    double x[N];
    for (int i = 0; i < N; i++) {
        a[i] = i - 32;
        x[i] = (i % 4) ? i : NAN;
        if (i % 5 == 0) x[i] = INFINITY;
    }
#pragma acc parallel loop copyin(a, x) copyout(b, c, d, e)
    for (int i = 0; i < N; i++) {
        b[i] = 0;
        if (get(a[i]) > 0) b[i] = 1;
        c[i] = 0;
        if (isnan(x[i]) || isinf(x[i])) c[i] = 1;
        if (__builtin_expect(signbit(x[i]) != 0, 0)) c[i] = 2;
        d[i] = 0;
        if ((e[i] = a[i] * 2) > 0) d[i] = 1;
        for (int k = 0; get(k) != 2 && k < 10; k++) d[i] += 10;
        if (__builtin_popcount((unsigned)i) == 1) d[i] += 100;
        d[i] += count(a, i % 8) * 1000;
    }
    int ref_count[8];
    for (int n = 0; n < 8; n++) {
        int k = 0;
        for (int q = 0; q < n; q++)
            if ((a[q] % 3) > 0) k++;
        while (k % 3 == 1) k++;
        ref_count[n] = k;
    }
    for (int i = 0; i < N; i++) {
        CHECK(b[i] == ((a[i] % 3) > 0));
        CHECK(c[i] == (isnan(x[i]) || isinf(x[i])));
        CHECK(e[i] == a[i] * 2);
        int want = (a[i] * 2 > 0) + 20 + (__builtin_popcount((unsigned)i) == 1 ? 100 : 0) + ref_count[i % 8] * 1000;
        CHECK(d[i] == want);
    }
    /* A pure builtin in a condition of gang-redundant code. */
    int g[8] = {0};
#pragma acc parallel num_gangs(8) copy(g) copyin(x)
    {
        int hit = 0;
        if (isinf(x[0]) && !isnan(x[0])) hit = 1;
#pragma acc loop gang
        for (int i = 0; i < 8; i++) g[i] = hit;
    }
    for (int i = 0; i < 8; i++) CHECK(g[i] == 1);
    CHECK_DONE();
}
