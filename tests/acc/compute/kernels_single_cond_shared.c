/* kernels (2.5.3): k-means' assignment step written as a first port does, the point loop kept
 * in sequence by a dependence (here `lab[i - 1]`), so each point's cluster loop becomes one
 * kernel: the cluster loop runs in every thread of the block (gang-redundant), the distance
 * loop over the vector lanes, and `if (d2 < bd) { bd = d2; best = k; }` updates `bd` and
 * `best`, scalars of the host code around the kernel, which the kernel reaches in device
 * memory: only thread 0 stores, each store followed by a barrier. Before the fix every thread
 * read the test while thread 0 could already have stored `bd = d2`: a slower thread saw
 * `d2 < d2`, skipped the branch, and the block deadlocked at the branch's barrier (emul
 * reported it; a GPU hangs). The `while` test that halves `bd` had the same race. Now the
 * test is read by every thread, then a barrier, then the branch. Results are compared with
 * the loops run as written on the host. */
#include "check.h"
#define NP 24
#define K 5
#define D 7

int main(void) {
    static float x[NP * D], c[K * D];
    static int lab[NP], ref[NP];
    static float bds[NP], rbds[NP];
    for (int i = 0; i < NP * D; i++) x[i] = (float)((i * 7) % 10);
    for (int k = 0; k < K * D; k++) c[k] = (float)((k * 3) % 8);
#pragma acc kernels copyin(x, c) copyout(lab, bds)
    for (int i = 0; i < NP; i++) {
        int best = 0;
        float bd = 3.0e38f;
        for (int k = 0; k < K; k++) {
            float d2 = 0.0f;
            for (int d = 0; d < D; d++) {
                float t = x[i * D + d] - c[k * D + d];
                d2 += t * t;
            }
            if (d2 < bd) {
                bd = d2;
                best = k;
            }
            while (bd > 100.0f)
                bd = bd * 0.5f;
        }
        lab[i] = best + (i > 0 ? lab[i - 1] * 0 : 0);
        bds[i] = bd;
    }
    for (int i = 0; i < NP; i++) {
        int best = 0;
        float bd = 3.0e38f;
        for (int k = 0; k < K; k++) {
            float d2 = 0.0f;
            for (int d = 0; d < D; d++) {
                float t = x[i * D + d] - c[k * D + d];
                d2 += t * t;
            }
            if (d2 < bd) {
                bd = d2;
                best = k;
            }
            while (bd > 100.0f)
                bd = bd * 0.5f;
        }
        ref[i] = best;
        rbds[i] = bd;
    }
    for (int i = 0; i < NP; i++) {
        CHECK(lab[i] == ref[i]);
        CHECK(bds[i] == rbds[i]);
    }
    CHECK_DONE();
}
