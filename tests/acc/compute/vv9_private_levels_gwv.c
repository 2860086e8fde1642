/* OpenACC 3.3, 2.9.10 (private clause on loops): a private on a gang loop gives one copy per
 * gang, shared by its workers and vector lanes (set in the gang loop body before the inner
 * loops); on a worker loop one copy per worker, on a vector loop one per lane; scalars and
 * small arrays, in parallel and kernels; and an orphaned worker loop in a routine worker
 * with its own private (V&V parallel_loop_gang_private, parallel_loop_worker_private,
 * parallel_loop_vector_private). */
#include "check.h"
#define G 40
#define W 16
#define V 24
#pragma acc routine worker
static void rowwork(int *out, int g) {
    int t[2];
#pragma acc loop worker private(t)
    for (int w = 0; w < W; w++) {
        t[0] = g * 1000 + w;
        t[1] = t[0] * 2;
        out[w] = t[0] + t[1];
    }
}
int main(void) {
    static int r[G][W][V], q[G][W];
    int gp[3], wp, vp;
#pragma acc parallel loop gang private(gp) copyout(r) num_workers(4) vector_length(32)
    for (int g = 0; g < G; g++) {
        gp[0] = g;
        gp[1] = g * g;
        gp[2] = 7;
#pragma acc loop worker private(wp)
        for (int w = 0; w < W; w++) {
            wp = gp[0] * 100 + w;
#pragma acc loop vector private(vp)
            for (int v = 0; v < V; v++) {
                vp = wp * 10 + v;
                r[g][w][v] = vp + gp[1] + gp[2];
            }
        }
    }
    for (int g = 0; g < G; g++)
        for (int w = 0; w < W; w++)
            for (int v = 0; v < V; v++) CHECK(r[g][w][v] == (g * 100 + w) * 10 + v + g * g + 7);
#pragma acc kernels copyout(r)
    {
#pragma acc loop gang private(gp)
        for (int g = 0; g < G; g++) {
            gp[0] = -g;
#pragma acc loop vector private(vp)
            for (int v = 0; v < V * W; v++) {
                vp = gp[0] - v;
                r[g][v / V][v % V] = vp;
            }
        }
    }
    for (int g = 0; g < G; g++)
        for (int v = 0; v < V * W; v++) CHECK(r[g][v / V][v % V] == -g - v);
#pragma acc parallel loop gang copyout(q)
    for (int g = 0; g < G; g++) rowwork(q[g], g);
    for (int g = 0; g < G; g++)
        for (int w = 0; w < W; w++) CHECK(q[g][w] == 3 * (g * 1000 + w));
    CHECK_DONE();
}
