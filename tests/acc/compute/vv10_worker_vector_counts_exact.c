/* OpenACC 3.3, 2.5.10/2.5.11 (num_workers, vector_length) and 2.9.3/2.9.4: with num_workers
 * and vector_length given by run-time expressions (including 1, and a vector length below a
 * GPU warp), every iteration of a gang worker vector nest runs exactly once (counted by
 * atomic updates), for trip counts smaller than, equal to and larger than the worker and
 * vector counts (V&V parallel_loop_worker_vector shapes). */
#include <openacc.h>
#include "check.h"
#define G 5
#define W 7
#define V 45
static int run(int nw, int vl, int ng, int nv) {
    static int cnt[G][W][V];
    for (int g = 0; g < G; g++)
        for (int w = 0; w < W; w++)
            for (int v = 0; v < V; v++) cnt[g][w][v] = 0;
#pragma acc parallel num_gangs(ng) num_workers(nw) vector_length(vl) copy(cnt)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
#pragma acc loop worker
            for (int w = 0; w < W; w++) {
#pragma acc loop vector
                for (int v = 0; v < nv; v++) {
#pragma acc atomic update
                    cnt[g][w][v] += 1;
                }
            }
        }
    }
    int bad = 0;
    for (int g = 0; g < G; g++)
        for (int w = 0; w < W; w++)
            for (int v = 0; v < V; v++) bad += cnt[g][w][v] != (v < nv);
    return bad;
}
int main(void) {
    int one = 1;
    CHECK(run(one, one, one, V) == 0);
    CHECK(run(2, 8, 3, V) == 0);
    CHECK(run(W, 32, G, 32) == 0);
    CHECK(run(W + 3, 64, G + 2, 1) == 0);
    CHECK(run(3 * one, 5 * one, 2, V - 1) == 0);
    CHECK_DONE();
}
