/* OpenACC 3.3, 1.2 (gang-redundant mode) and 2.9.3 / 2.9.4 (a worker loop distributes its
 * iterations "among the multiple workers within a single gang", a vector loop among the lanes
 * of one worker): worker and vector loops that are not inside a gang loop run in full in every
 * gang. 2.9.11, the third example, with six gangs: x is firstprivate (gang-private) and y is copied;
 * seq, worker and vector loop reductions update the gang-private x at each loop's exit (x is
 * I, 2I, 3I after the loops) and y by the end of the region (each gang adds 6I, since these
 * loops are not gang-partitioned and every gang runs them). The host's x is unchanged. The
 * gang-private x after the loops is reported through a max reduction on the construct, and the
 * number of gangs through an atomic in gang-redundant code. */
#include "gpu_check.h"

static void run(int I) {
    int x = 0, y = 0, gangs = 0, after_seq = -1, after_worker = -1, after_vector = -1;
#pragma acc parallel num_gangs(6) num_workers(4) vector_length(32) firstprivate(x) copy(y, gangs) \
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
    CHECK_GANGS(gangs, 6);
    CHECK(y == 6 * I * gangs);
    CHECK(after_seq == I);
    CHECK(after_worker == 2 * I);
    CHECK(after_vector == 3 * I);
}

/* The side effects of every gang's run of an inner loop: a reduction into a copied variable
 * and atomics. */
static void counts(void) {
    int y = 0, n = 0, gangs = 0;
#pragma acc parallel num_gangs(6) num_workers(4) vector_length(32) copy(y, n, gangs)
    {
#pragma acc atomic update
        gangs++;
#pragma acc loop worker reduction(+:y)
        for (int i = 0; i < 10; ++i) y += 1;
#pragma acc loop vector
        for (int i = 0; i < 10; ++i) {
#pragma acc atomic update
            n += 1;
        }
    }
    CHECK_GANGS(gangs, 6);
    CHECK(y == 10 * gangs);
    CHECK(n == 10 * gangs);
}

int main(void) {
    counts();
    run(1);
    run(31);
    run(100);
    CHECK_DONE();
}
