/* Polynomial multiplication by the number-theoretic transform (NTT mod 998244353) for a batch
 * of polynomial pairs, as lattice-crypto and big-integer codes write it in OpenACC: 64-bit
 * modular multiplication and exponentiation in `routine seq` helpers, the bit-reversal
 * permutation and each butterfly stage as `parallel loop collapse(2)` over (polynomial,
 * butterfly) with the twiddle computed per butterfly from a `declare`d table of stage roots,
 * forward transforms of both operands on two async queues joined by `wait(1, 2)`, the
 * pointwise product, the inverse transform and scaling. Checked exactly against schoolbook
 * multiplication on the host. */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"
#define MOD 998244353u
#define LOGN 7
#define NN (1 << LOGN)
#define NP 6

unsigned roots[2][LOGN + 1]; /* [0] forward, [1] inverse: primitive 2^s-th roots */
#pragma acc declare create(roots)

#pragma acc routine seq
static unsigned mulm(unsigned a, unsigned b) { return (unsigned)((uint64_t)a * b % MOD); }

#pragma acc routine seq
static unsigned powm(unsigned a, unsigned e)
{
    unsigned r = 1;
    while (e) { if (e & 1) r = mulm(r, a); a = mulm(a, a); e >>= 1; }
    return r;
}

static void ntt(unsigned *a, int inv, int q)
{
#pragma acc parallel loop collapse(2) present(a[0:NP * NN]) async(q)
    for (int p = 0; p < NP; p++)
        for (int i = 0; i < NN; i++) {
            int j = 0;
            for (int b = 0; b < LOGN; b++) j |= ((i >> b) & 1) << (LOGN - 1 - b);
            if (i < j) { unsigned t = a[p * NN + i]; a[p * NN + i] = a[p * NN + j]; a[p * NN + j] = t; }
        }
    for (int s = 1; s <= LOGN; s++) {
        int half = 1 << (s - 1);
#pragma acc parallel loop collapse(2) present(a[0:NP * NN]) async(q)
        for (int p = 0; p < NP; p++)
            for (int k = 0; k < NN / 2; k++) {
                int grp = k / half, pos = k % half;
                int i = grp * 2 * half + pos;
                unsigned w = powm(roots[inv][s], pos);
                unsigned u = a[p * NN + i], v = mulm(a[p * NN + i + half], w);
                a[p * NN + i] = u + v >= MOD ? u + v - MOD : u + v;
                a[p * NN + i + half] = u >= v ? u - v : u + MOD - v;
            }
    }
}

int main(void)
{
    for (int s = 0; s <= LOGN; s++) {
        roots[0][s] = powm(3, (MOD - 1) >> s);
        roots[1][s] = powm(roots[0][s], MOD - 2);
    }
#pragma acc update device(roots)
    unsigned *a = calloc(NP * NN, sizeof(unsigned)), *b = calloc(NP * NN, sizeof(unsigned));
    unsigned *c = malloc(NP * NN * sizeof(unsigned)), *a0 = malloc(NP * NN * sizeof(unsigned)), *b0 = malloc(NP * NN * sizeof(unsigned));
    for (int p = 0; p < NP; p++)
        for (int i = 0; i < NN / 2; i++) {
            a[p * NN + i] = (unsigned)((i * 2654435761u + p) % MOD);
            b[p * NN + i] = (unsigned)((i * 40503u + 7 * p + 1) % MOD);
        }
    for (int k = 0; k < NP * NN; k++) { a0[k] = a[k]; b0[k] = b[k]; } /* the transforms work in place (the host's own arrays on a shared-memory device) */
    const unsigned ninv = powm(NN, MOD - 2);
#pragma acc data copyin(a[0:NP * NN], b[0:NP * NN]) copyout(c[0:NP * NN])
    {
        ntt(a, 0, 1);
        ntt(b, 0, 2);
#pragma acc wait(1, 2)
#pragma acc parallel loop
        for (int k = 0; k < NP * NN; k++) c[k] = mulm(a[k], b[k]);
        ntt(c, 1, 1);
#pragma acc parallel loop async(1)
        for (int k = 0; k < NP * NN; k++) c[k] = mulm(c[k], ninv);
#pragma acc wait
    }
    int bad = 0;
    for (int p = 0; p < NP; p++)
        for (int k = 0; k < NN; k++) {
            unsigned s = 0;
            for (int i = 0; i <= k; i++) {
                unsigned x = a0[p * NN + i], y = k - i < NN ? b0[p * NN + k - i] : 0;
                s = (unsigned)((s + (uint64_t)x * y) % MOD);
            }
            bad += s != c[p * NN + k];
        }
    CHECK(bad == 0);
    free(a); free(b); free(c); free(a0); free(b0);
    CHECK_DONE();
}
