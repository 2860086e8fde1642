/* OpenACC 3.3, 1.2 and 2.15.1: a seq routine with a side effect called in gang-redundant,
 * worker-single and vector-single code runs once per gang / per gang iteration / per worker
 * iteration (one lane of one worker executes that code), and once per iteration inside a
 * vector loop. The routine counts its calls with an atomic and with a non-atomic store to a
 * per-iteration slot. */
#include "gpu_check.h"

#pragma acc routine seq
static void bump(int *counter) {
#pragma acc atomic update
    *counter += 1;
}

#pragma acc routine seq
static void mark(int *slot, int v) { *slot = *slot * 10 + v; }

enum { N = 50, W = 6, K = 40 };

int main(void) {
    int gr = 0, gang_body = 0, worker_body = 0, vector_body = 0;
    static int slots[N], wslots[N * W];
#pragma acc parallel num_gangs(9) num_workers(W) vector_length(32) \
    copy(gr, gang_body, worker_body, vector_body, slots, wslots)
    {
        bump(&gr);
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            bump(&gang_body);
            mark(&slots[i], 1);
#pragma acc loop worker
            for (int j = 0; j < W; j++) {
                bump(&worker_body);
                mark(&wslots[i * W + j], 2);
#pragma acc loop vector
                for (int k = 0; k < K; k++) bump(&vector_body);
                mark(&wslots[i * W + j], 3);
            }
            mark(&slots[i], 4);
        }
    }
    CHECK_GANGS(gr, 9);
    CHECK(gang_body == N);
    CHECK(worker_body == N * W);
    CHECK(vector_body == N * W * K);
    for (int i = 0; i < N; i++) CHECK(slots[i] == 14);
    for (int i = 0; i < N * W; i++) CHECK(wslots[i] == 23);
    CHECK_DONE();
}
