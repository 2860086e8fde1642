/* OpenACC 3.3, 2.12 (atomic construct): every capture form of the C grammar, with each of
 * the binops + * - / & ^ | << >>, for int, unsigned and double; in a serial region (one
 * order, so the captured values are exactly the host's) and, for the commutative forms, in
 * a parallel loop whose captured old values must all be distinct partial results (the V&V
 * suite's atomic_capture_expr_plus_x.c, atomic_capture_x_minus_expr_assign.c, ...). */
#include <openacc.h>
#include "check.h"
#define N 512
#define FORMS 21
static void host_forms(int *x, int *v) {
    int k = 0, t = 7;
    v[k++] = t++;             /* v = x++ */
    v[k++] = t--;             /* v = x-- */
    v[k++] = ++t;             /* v = ++x */
    v[k++] = --t;             /* v = --x */
    v[k++] = t += 5;          /* v = x binop= expr */
    v[k++] = t = t * 3;       /* v = x = x binop expr */
    v[k++] = t = 100 - t;     /* v = x = expr binop x */
    { v[k++] = t; t <<= 2; }  /* {v = x; x binop= expr;} */
    { t >>= 1; v[k++] = t; }  /* {x binop= expr; v = x;} */
    { v[k++] = t; t = t ^ 0x5a; }
    { v[k++] = t; t = 1000 / t; } /* {v = x; x = expr binop x;} */
    { t = t | 0x100; v[k++] = t; }
    { t = 0xfff & t; v[k++] = t; }
    { v[k++] = t; t = 42; }   /* {v = x; x = expr;} */
    { v[k++] = t; t++; }
    { v[k++] = t; --t; }
    { ++t; v[k++] = t; }
    { t--; v[k++] = t; }
    v[k++] = t -= 50;
    v[k++] = t = t / 3;
    v[k++] = t = 2 - t;
    *x = t;
}
int main(void) {
    int x, v[FORMS], hx, hv[FORMS];
    host_forms(&hx, hv);
    x = 7;
#pragma acc serial copy(x) copyout(v)
    {
        int k = 0;
#pragma acc atomic capture
        v[k++] = x++;
#pragma acc atomic capture
        v[k++] = x--;
#pragma acc atomic capture
        v[k++] = ++x;
#pragma acc atomic capture
        v[k++] = --x;
#pragma acc atomic capture
        v[k++] = x += 5;
#pragma acc atomic capture
        v[k++] = x = x * 3;
#pragma acc atomic capture
        v[k++] = x = 100 - x;
#pragma acc atomic capture
        { v[k] = x; x <<= 2; }
        k++;
#pragma acc atomic capture
        { x >>= 1; v[k] = x; }
        k++;
#pragma acc atomic capture
        { v[k] = x; x = x ^ 0x5a; }
        k++;
#pragma acc atomic capture
        { v[k] = x; x = 1000 / x; }
        k++;
#pragma acc atomic capture
        { x = x | 0x100; v[k] = x; }
        k++;
#pragma acc atomic capture
        { x = 0xfff & x; v[k] = x; }
        k++;
#pragma acc atomic capture
        { v[k] = x; x = 42; }
        k++;
#pragma acc atomic capture
        { v[k] = x; x++; }
        k++;
#pragma acc atomic capture
        { v[k] = x; --x; }
        k++;
#pragma acc atomic capture
        { ++x; v[k] = x; }
        k++;
#pragma acc atomic capture
        { x--; v[k] = x; }
        k++;
#pragma acc atomic capture
        v[k++] = x -= 50;
#pragma acc atomic capture
        v[k++] = x = x / 3;
#pragma acc atomic capture
        v[k++] = x = 2 - x;
    }
    CHECK(x == hx);
    for (int k = 0; k < FORMS; k++) {
        if (v[k] != hv[k]) fprintf(stderr, "form %d: %d, expected %d\n", k, v[k], hv[k]);
        CHECK(v[k] == hv[k]);
    }
    /* parallel: captured old values of x += 1 are a permutation of 0..N-1 */
    int cnt = 0, old[N], seen[N];
    unsigned bits = 0, oldbits[32];
    double d = 0.0, dold[N];
#pragma acc parallel loop copy(cnt, bits, d) copyout(old, oldbits, dold)
    for (int i = 0; i < N; i++) {
#pragma acc atomic capture
        { old[i] = cnt; cnt = cnt + 1; }
#pragma acc atomic capture
        dold[i] = d = 1.0 + d;
        if (i < 32) {
#pragma acc atomic capture
            { bits = (1u << i) | bits; oldbits[i] = bits; }
        }
    }
    CHECK(cnt == N && bits == 0xffffffffu && d == (double)N);
    for (int i = 0; i < N; i++) seen[i] = 0;
    for (int i = 0; i < N; i++) {
        CHECK(old[i] >= 0 && old[i] < N);
        if (old[i] >= 0 && old[i] < N) seen[old[i]]++;
        CHECK(dold[i] >= 1.0 && dold[i] <= N && dold[i] == (double)(int)dold[i]);
    }
    for (int i = 0; i < N; i++) CHECK(seen[i] == 1);
    for (int i = 0; i < 32; i++) CHECK((oldbits[i] >> i) & 1u);
    CHECK_DONE();
}
