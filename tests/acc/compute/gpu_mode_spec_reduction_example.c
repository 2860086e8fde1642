/* OpenACC 3.3, 2.9.11, the third example: x is firstprivate (gang-private) and y is copied;
 * seq, worker and vector loop reductions update the gang-private x at each loop's exit (x is
 * I, 2I, 3I after the loops) and y by the end of the region (each gang adds 6I, since these
 * loops are not gang-partitioned and every gang runs them). The host's x is unchanged. The
 * gang-private x after the loops is reported through a max reduction on the construct. Here
 * with one gang; with several: gpu_mode_redundant_inner_loops.c. */
#include "gpu_check.h"

static void run(int I) {
    int x = 0, y = 0, gangs = 0, after_seq = -1, after_worker = -1, after_vector = -1;
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) firstprivate(x) copy(y, gangs) \
    reduction(max:after_seq, after_worker, after_vector)
    {
#pragma acc atomic update
        gangs++;
#pragma acc loop seq reduction(+:x,y)
        for (int i = 0; i < I; ++i) {
            x += 1;
            y += 2;
        }
        after_seq = x;
#pragma acc loop worker reduction(+:x,y)
        for (int i = 0; i < I; ++i) {
            x += 1;
            y += 2;
        }
        after_worker = x;
#pragma acc loop vector reduction(+:x,y)
        for (int i = 0; i < I; ++i) {
            x += 1;
            y += 2;
        }
        after_vector = x;
    }
    CHECK(x == 0);
    CHECK(gangs == 1);
    CHECK(y == 6 * I);
    CHECK(after_seq == I);
    CHECK(after_worker == 2 * I);
    CHECK(after_vector == 3 * I);
}

/* The second example: x not private at the gang loop (copied), private at the inner two:
 * x = I*J*K at the end. */
static void nested(int I, int J, int K) {
    int x = 0;
#pragma acc parallel num_gangs(5) num_workers(3) vector_length(32) copy(x)
    {
#pragma acc loop gang reduction(+:x)
        for (int i = 0; i < I; ++i) {
#pragma acc loop worker reduction(+:x)
            for (int j = 0; j < J; ++j) {
#pragma acc loop vector reduction(+:x)
                for (int k = 0; k < K; ++k) {
                    x += 1;
                }
            }
        }
    }
    CHECK(x == I * J * K);
}

int main(void) {
    run(1);
    run(31);
    run(100);
    nested(7, 5, 33);
    nested(1, 1, 1);
    CHECK_DONE();
}
