/* DBSCAN on GPU as clustering codes write it in OpenACC (G-DBSCAN style): neighbour counts by
 * a `parallel loop gang vector` with an inner `loop reduction(+:cnt)` over the points, core
 * flags, the neighbour lists laid out by an exclusive scan of the counts on the host between
 * two kernels (`update self` / `update device`), then cluster labels by min-label propagation
 * among core points to a fixpoint (an `int` `reduction(||:changed)` flag), border points
 * taking the smallest core neighbour's label. Checked against a host BFS DBSCAN. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NP 300
#define EPS2 0.0144f
#define MINPTS 5

static void host_dbscan(const float *x, const float *y, int *lab)
{
    int *cnt = calloc(NP, sizeof(int)), *queue = malloc(NP * sizeof(int));
    for (int i = 0; i < NP; i++)
        for (int j = 0; j < NP; j++) {
            float dx = x[i] - x[j], dy = y[i] - y[j];
            if (dx * dx + dy * dy <= EPS2) cnt[i]++;
        }
    for (int i = 0; i < NP; i++) lab[i] = -1;
    /* core-connected components, each labelled by its smallest core index */
    for (int i = 0; i < NP; i++) {
        if (cnt[i] < MINPTS || lab[i] != -1) continue;
        int h = 0, t = 0;
        queue[t++] = i; lab[i] = i;
        while (h < t) {
            int a = queue[h++];
            for (int j = 0; j < NP; j++) {
                float dx = x[a] - x[j], dy = y[a] - y[j];
                if (cnt[j] >= MINPTS && lab[j] == -1 && dx * dx + dy * dy <= EPS2) { lab[j] = i; queue[t++] = j; }
            }
        }
    }
    for (int i = 0; i < NP; i++) {
        if (cnt[i] >= MINPTS) continue;
        int best = -1;
        for (int j = 0; j < NP; j++) {
            float dx = x[i] - x[j], dy = y[i] - y[j];
            if (cnt[j] >= MINPTS && dx * dx + dy * dy <= EPS2 && (best == -1 || lab[j] < best)) best = lab[j];
        }
        lab[i] = best;
    }
    free(cnt); free(queue);
}

int main(void)
{
    float *x = malloc(NP * sizeof(float)), *y = malloc(NP * sizeof(float));
    int *cnt = malloc(NP * sizeof(int)), *off = malloc((NP + 1) * sizeof(int));
    int *lab = malloc(NP * sizeof(int)), *ref = malloc(NP * sizeof(int));
    unsigned s = 12345u;
    for (int i = 0; i < NP; i++) {
        s = s * 1103515245u + 12345u;
        int c = (s >> 16) % 4;
        s = s * 1103515245u + 12345u; float u = ((s >> 8) & 0xffff) / 65536.0f;
        s = s * 1103515245u + 12345u; float v = ((s >> 8) & 0xffff) / 65536.0f;
        if (i % 10 == 9) { x[i] = u * 2.0f; y[i] = v * 2.0f; }           /* noise */
        else { x[i] = 0.4f + 0.4f * c + 0.25f * u; y[i] = 0.3f + (c & 1) * 0.9f + 0.25f * v; }
    }
    int total = 0;
#pragma acc data copyin(x[0:NP], y[0:NP]) create(cnt[0:NP], off[0:NP + 1]) copyout(lab[0:NP])
    {
#pragma acc parallel loop gang vector vector_length(128)
        for (int i = 0; i < NP; i++) {
            int c = 0;
#pragma acc loop seq reduction(+:c)
            for (int j = 0; j < NP; j++) {
                float dx = x[i] - x[j], dy = y[i] - y[j];
                c += dx * dx + dy * dy <= EPS2;
            }
            cnt[i] = c;
        }
#pragma acc update self(cnt[0:NP])
        off[0] = 0;
        for (int i = 0; i < NP; i++) off[i + 1] = off[i] + cnt[i];
        total = off[NP];
#pragma acc update device(off[0:NP + 1])
        int *nbr = malloc(total * sizeof(int));
#pragma acc data create(nbr[0:total])
        {
#pragma acc parallel loop gang vector
            for (int i = 0; i < NP; i++) {
                int k = off[i];
                for (int j = 0; j < NP; j++) {
                    float dx = x[i] - x[j], dy = y[i] - y[j];
                    if (dx * dx + dy * dy <= EPS2) nbr[k++] = j;
                }
                lab[i] = cnt[i] >= MINPTS ? i : -1;
            }
            int changed = 1, rounds = 0;
            while (changed) {
                changed = 0;
                rounds++;
                /* Jacobi-style: every core point takes the minimum label of its core neighbours;
                 * reads of a label another thread is lowering only ever see a valid label */
#pragma acc parallel loop gang vector reduction(||:changed)
                for (int i = 0; i < NP; i++) {
                    if (cnt[i] < MINPTS) continue;
                    int m = lab[i];
                    for (int k = off[i]; k < off[i + 1]; k++) {
                        int j = nbr[k];
                        if (cnt[j] >= MINPTS && lab[j] < m) m = lab[j];
                    }
                    if (m < lab[i]) { lab[i] = m; changed = 1; }
                }
            }
#pragma acc parallel loop gang vector
            for (int i = 0; i < NP; i++) {
                if (cnt[i] >= MINPTS) continue;
                int best = -1;
                for (int k = off[i]; k < off[i + 1]; k++) {
                    int j = nbr[k];
                    if (cnt[j] >= MINPTS && (best == -1 || lab[j] < best)) best = lab[j];
                }
                lab[i] = best;
            }
            CHECK(rounds > 1);
        }
        free(nbr);
    }
    host_dbscan(x, y, ref);
    int bad = 0, clusters = 0, noise = 0;
    for (int i = 0; i < NP; i++) {
        bad += lab[i] != ref[i];
        clusters += ref[i] == i;
        noise += ref[i] == -1;
    }
    CHECK(bad == 0);
    CHECK(clusters >= 2 && noise > 0);
    CHECK(total > NP);
    free(x); free(y); free(cnt); free(off); free(lab); free(ref);
    CHECK_DONE();
}
