/* OpenACC 3.3, 1.2 (execution model): how many times code runs in each mode. A gang loop's
 * body runs in gang-partitioned, worker-single, vector-single mode: once per iteration, not
 * once per worker or lane. A worker loop's body runs worker-partitioned, vector-single: once
 * per iteration. A vector loop's body once per iteration. Counted with atomics (2.12) placed
 * before, between and after the inner loops, with several workers and lanes per gang. */
#include "gpu_check.h"

enum { NI = 37, NJ = 11, NK = 45 };

static void counts(void) {
    int gang_body = 0, gang_after = 0, worker_body = 0, worker_after = 0, vector_body = 0;
    int gr = 0;
#pragma acc parallel num_gangs(5) num_workers(4) vector_length(32) \
    copy(gang_body, gang_after, worker_body, worker_after, vector_body, gr)
    {
#pragma acc atomic update
        gr++;
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc atomic update
            gang_body++;
#pragma acc loop worker
            for (int j = 0; j < NJ; j++) {
#pragma acc atomic update
                worker_body++;
#pragma acc loop vector
                for (int k = 0; k < NK; k++) {
#pragma acc atomic update
                    vector_body++;
                }
#pragma acc atomic update
                worker_after += 2;
            }
#pragma acc atomic update
            gang_after += 3;
        }
    }
    CHECK_GANGS(gr, 5);
    CHECK(gang_body == NI);
    CHECK(gang_after == 3 * NI);
    CHECK(worker_body == NI * NJ);
    CHECK(worker_after == 2 * NI * NJ);
    CHECK(vector_body == NI * NJ * NK);
}

/* The same with the levels spread differently: a gang vector loop with a seq loop inside
 * (each lane runs its own seq loop), and a worker vector loop outside every gang loop, on
 * which 2.9.2 implies gang(dim:1) (an explicit gang would be permitted there, and no
 * enclosing loop could take it): its iterations are divided among the gangs too. */
static void combined(void) {
    int gv = 0, seq_inner = 0, wv = 0, gr = 0;
#pragma acc parallel num_gangs(3) num_workers(8) vector_length(32) copy(gv, seq_inner, wv, gr)
    {
#pragma acc loop gang vector
        for (int i = 0; i < 1000; i++) {
#pragma acc atomic update
            gv++;
#pragma acc loop seq
            for (int s = 0; s < 3; s++) {
#pragma acc atomic update
                seq_inner++;
            }
        }
#pragma acc loop worker vector
        for (int i = 0; i < 100; i++) {
#pragma acc atomic update
            wv++;
        }
#pragma acc atomic update
        gr++;
    }
    CHECK(gv == 1000);
    CHECK(seq_inner == 3000);
    CHECK_GANGS(gr, 3);
    /* the worker vector loop is gang-partitioned (implied gang, 2.9.2): each iteration once */
    CHECK(wv == 100);
}

/* serial (2.5.2): one gang of one worker of vector length one: code runs exactly once. */
static void serial_once(void) {
    int once = 0, loops = 0;
#pragma acc serial copy(once, loops)
    {
#pragma acc atomic update
        once++;
#pragma acc loop gang worker vector
        for (int i = 0; i < 50; i++) {
#pragma acc atomic update
            loops++;
        }
    }
    CHECK(once == 1);
    CHECK(loops == 50);
}

int main(void) {
    counts();
    combined();
    serial_once();
    CHECK_DONE();
}
