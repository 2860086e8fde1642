/* Amicable pairs and perfect numbers below a bound, as number-theory search codes write them
 * (spec 2.9 loop, 2.9.11 reduction, 2.12 atomic capture, 2.5.3 kernels): the aliquot sum of
 * every n is a `kernels loop independent` with a trial-division loop up to sqrt(n); a second
 * `parallel loop` finds n < m = s(n) with s(m) = n, takes a slot in the pair list with `atomic
 * capture` and counts perfect numbers and abundant numbers with `+` reductions. Checked
 * against the known pairs and a host computation. */
#include <stdlib.h>
#include "check.h"
#define NMAX 20000

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    int *sd = malloc(NMAX * sizeof(int)), pairs[32];
    int npairs = 0, perfect = 0, abundant = 0;
#pragma acc data create(sd[0:NMAX]) copyout(pairs) copy(npairs)
    {
#pragma acc kernels present(sd[0:NMAX])
#pragma acc loop independent
        for (int n = 1; n < NMAX; n++) {
            int s = n > 1 ? 1 : 0;
            for (int d = 2; d * d <= n; d++)
                if (n % d == 0) s += d + (d * d == n ? 0 : n / d);
            sd[n] = s;
        }
#pragma acc parallel loop reduction(+:perfect, abundant) present(sd[0:NMAX], pairs, npairs)
        for (int n = 2; n < NMAX; n++) {
            int m = sd[n];
            perfect += m == n;
            abundant += m > n;
            if (m > n && m < NMAX && sd[m] == n) {
                int k;
#pragma acc atomic capture
                k = npairs++;
                if (k < 32) pairs[k] = n;
            }
        }
    }
    CHECK(perfect == 4); /* 6, 28, 496, 8128 */
    CHECK(npairs == 8);  /* 220, 1184, 2620, 5020, 6232, 10744, 12285, 17296 */
    qsort(pairs, npairs, sizeof(int), cmp);
    const int known[8] = {220, 1184, 2620, 5020, 6232, 10744, 12285, 17296};
    for (int k = 0; k < 8 && k < npairs; k++) CHECK(pairs[k] == known[k]);
    int ha = 0;
    for (int n = 2; n < NMAX; n++) {
        int s = 1;
        for (int d = 2; d * d <= n; d++)
            if (n % d == 0) s += d + (d * d == n ? 0 : n / d);
        ha += s > n;
    }
    CHECK(abundant == ha && ha > NMAX / 5);
    free(sd);
    CHECK_DONE();
}
