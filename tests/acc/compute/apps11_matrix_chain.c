/* Matrix-chain ordering (and optimal polygon triangulation, the same recurrence with other
 * weights) for a batch of chains by dynamic programming, as DP codes write it in OpenACC: the
 * cost tables of all chains in one 3-D array, the chain lengths as a host loop (one kernel per
 * diagonal: every cell of a diagonal depends only on shorter chains), each kernel a
 * `parallel loop gang collapse(2)` over chains and start positions with the split search as an
 * inner `loop vector reduction(min:)` on a packed (cost, split) `long long` key, the
 * split table kept for the parenthesization, and a `kernels` loop counting the top-level
 * splits. Checked exactly against the host's DP. */
#include <stdlib.h>
#include "check.h"
#define NCH 8
#define NM 18
#define TB(c, i, j) (((c) * NM + (i)) * NM + (j))

int main(void)
{
    long long *cost = calloc(NCH * NM * NM, sizeof(long long));
    int *split = calloc(NCH * NM * NM, sizeof(int)), *dims = malloc(NCH * (NM + 1) * sizeof(int));
    for (int c = 0; c < NCH; c++)
        for (int k = 0; k <= NM; k++) dims[c * (NM + 1) + k] = 5 + (k * 37 + c * 11) % 60;
    int left_heavy = 0;
#pragma acc data copyin(dims[0:NCH * (NM + 1)]) copy(cost[0:NCH * NM * NM], split[0:NCH * NM * NM])
    {
        for (int len = 2; len <= NM; len++) {
#pragma acc parallel loop gang collapse(2) vector_length(32)
            for (int c = 0; c < NCH; c++)
                for (int i = 0; i <= NM - len; i++) {
                    int j = i + len - 1;
                    const int *d = dims + c * (NM + 1);
                    long long best = 0x7fffffffffffffffLL;
#pragma acc loop vector reduction(min:best)
                    for (int k = i; k < j; k++) {
                        long long v = cost[TB(c, i, k)] + cost[TB(c, k + 1, j)] + (long long)d[i] * d[k + 1] * d[j + 1];
                        long long key = v * 64 + k;
                        best = key < best ? key : best;
                    }
                    cost[TB(c, i, j)] = best / 64;
                    split[TB(c, i, j)] = (int)(best % 64);
                }
        }
#pragma acc kernels
        for (int c = 0; c < NCH; c++) left_heavy += split[TB(c, 0, NM - 1)] >= NM / 2;
    }
    long long *hc = calloc(NCH * NM * NM, sizeof(long long));
    int bad = 0;
    for (int c = 0; c < NCH; c++) {
        const int *d = dims + c * (NM + 1);
        for (int len = 2; len <= NM; len++)
            for (int i = 0; i + len <= NM; i++) {
                int j = i + len - 1, bk = -1;
                long long best = 0x7fffffffffffffffLL;
                for (int k = i; k < j; k++) {
                    long long v = hc[TB(c, i, k)] + hc[TB(c, k + 1, j)] + (long long)d[i] * d[k + 1] * d[j + 1];
                    if (v < best) { best = v; bk = k; }
                }
                hc[TB(c, i, j)] = best;
                bad += split[TB(c, i, j)] != bk;
            }
    }
    int hl = 0;
    for (int c = 0; c < NCH; c++) hl += split[TB(c, 0, NM - 1)] >= NM / 2;
    for (int k = 0; k < NCH * NM * NM; k++) bad += cost[k] != hc[k];
    CHECK(bad == 0);
    CHECK(hl == left_heavy);
    CHECK(cost[TB(0, 0, NM - 1)] > 0);
    free(cost); free(split); free(dims); free(hc);
    CHECK_DONE();
}
