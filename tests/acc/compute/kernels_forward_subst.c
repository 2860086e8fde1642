/* kernels (2.5.3): a scalar declared outside the loop that each iteration assigns first, once,
 * at the body's top level, from invariants and the loop variable (`k = 2 * i;`) stands for
 * that expression in the subscripts that use it, as a body local's initializer does
 * (`int k = 2 * i;` was parallel, `k = 2 * i;` with `k` declared before the loop was an
 * "unknown" subscript and ran sequentially). The scalar is privatized. What stays sequential
 * (the .minfo pins it): `k` assigned under a condition, assigned twice, from memory the loop
 * stores to, from a scalar the loop changes, or when its address is taken. Results are compared with the loops run as
 * written on the host. */
#include "check.h"
#define N 1000
static int a[2 * N], e[2 * N], idx[N];

static void reset(void) {
    for (int i = 0; i < 2 * N; i++) a[i] = e[i] = i % 13;
    for (int i = 0; i < N; i++) idx[i] = (i * 7) % N;
}

static void same(int line) {
    for (int i = 0; i < 2 * N; i++)
        if (a[i] != e[i]) { fprintf(stderr, "line %d: a[%d] = %d, expected %d\n", line, i, a[i], e[i]); check_failures++; return; }
}

int main(void) {
    int k, m = 3;
    long kl;

    /* even and odd elements through k: parallel */
    reset();
#pragma acc kernels
    for (int i = 0; i < N; i++) { k = 2 * i; a[k] = i; a[k + 1] = -i; }
    for (int i = 0; i < N; i++) { e[2 * i] = i; e[2 * i + 1] = -i; }
    same(__LINE__);

    /* a wider type and an invariant offset: parallel */
    reset();
#pragma acc kernels
    for (int i = 0; i < N; i++) { kl = i + m; a[kl] = a[kl] + 5; }
    for (int i = 0; i < N; i++) e[i + m] = e[i + m] + 5;
    same(__LINE__);

    /* assigned under a condition (k keeps an old value in some iterations): sequential */
    reset();
    k = 0;
#pragma acc kernels
    for (int i = 0; i < N; i++) { if (i % 3) k = i; a[k] += 1; }
    k = 0;
    for (int i = 0; i < N; i++) { if (i % 3) k = i; e[k] += 1; }
    same(__LINE__);

    /* from memory: sequential (idx is no affine function of i) */
    reset();
#pragma acc kernels
    for (int i = 0; i < N; i++) { k = idx[i]; a[k] += i; }
    for (int i = 0; i < N; i++) e[idx[i]] += i;
    same(__LINE__);

    /* from a scalar the loop changes: sequential */
    reset();
    m = 0;
#pragma acc kernels
    for (int i = 0; i < N; i++) { k = i + m; a[k] += 1; m = i % 2; }
    m = 0;
    for (int i = 0; i < N; i++) { k = i + m; e[k] += 1; m = i % 2; }
    same(__LINE__);
    /* its address taken: a store through the pointer replaces the value (every iteration
     * then writes a[0]), sequential */
    reset();
    int k2, *pk = &k2;
#pragma acc kernels
    for (int i = 0; i < N; i++) { k2 = 2 * i; *pk = 0; a[k2] += i; }
    for (int i = 0; i < N; i++) e[0] += i;
    same(__LINE__);
    CHECK_DONE();
}
