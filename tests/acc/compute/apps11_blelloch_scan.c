/* A work-efficient (Blelloch) exclusive prefix sum as scan codes write it in OpenACC: each gang
 * copies its block into a gang-private array (`private(t[0:B])` on the gang loop, 2.5.13 /
 * 2.9.10), runs the up-sweep and down-sweep with a `loop vector` per level (the levels a
 * sequential loop in gang-redundant code, the tree's last element cleared by a `vector` loop of
 * one iteration, i.e. vector-single code), writes its block's total into a sums array, the block
 * totals are scanned by a `serial` construct, and a second kernel adds each block's offset.
 * Integer data, so the result is exact; checked against the host scan. */
#include <stdlib.h>
#include "check.h"
#define B 128
#define NBLK 37
#define NTOT (B * NBLK - 51)

int main(void)
{
    int *in = malloc(NTOT * sizeof(int)), *out = malloc(NTOT * sizeof(int));
    int *sums = malloc(NBLK * sizeof(int));
    for (int i = 0; i < NTOT; i++) in[i] = (i * 7919) % 23 - 5;
    int t[B];
#pragma acc data copyin(in[0:NTOT]) copyout(out[0:NTOT]) create(sums[0:NBLK])
    {
#pragma acc parallel loop gang num_gangs(NBLK) vector_length(B / 2) private(t)
        for (int b = 0; b < NBLK; b++) {
#pragma acc loop vector
            for (int i = 0; i < B; i++) {
                int g = b * B + i;
                t[i] = g < NTOT ? in[g] : 0;
            }
            /* up-sweep */
            for (int d = 1; d < B; d *= 2) {
#pragma acc loop vector
                for (int k = 0; k < B / (2 * d); k++) {
                    int r = (k + 1) * 2 * d - 1;
                    t[r] += t[r - d];
                }
            }
            sums[b] = t[B - 1];
#pragma acc loop vector
            for (int z = 0; z < 1; z++) t[B - 1] = 0;
            /* down-sweep */
            for (int d = B / 2; d >= 1; d /= 2) {
#pragma acc loop vector
                for (int k = 0; k < B / (2 * d); k++) {
                    int r = (k + 1) * 2 * d - 1;
                    int l = t[r - d];
                    t[r - d] = t[r];
                    t[r] += l;
                }
            }
#pragma acc loop vector
            for (int i = 0; i < B; i++) {
                int g = b * B + i;
                if (g < NTOT) out[g] = t[i];
            }
        }
#pragma acc serial
        {
            int run = 0;
            for (int b = 0; b < NBLK; b++) {
                int s = sums[b];
                sums[b] = run;
                run += s;
            }
        }
#pragma acc parallel loop gang vector collapse(2)
        for (int b = 1; b < NBLK; b++)
            for (int i = 0; i < B; i++)
                if (b * B + i < NTOT) out[b * B + i] += sums[b];
    }
    int run = 0, bad = 0;
    for (int i = 0; i < NTOT; i++) {
        bad += out[i] != run;
        run += in[i];
    }
    CHECK(bad == 0);
    free(in); free(out); free(sums);
    CHECK_DONE();
}
