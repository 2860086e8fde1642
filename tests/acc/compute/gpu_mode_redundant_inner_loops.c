/* OpenACC 3.3, 1.2 (gang-redundant mode), 2.9.2 (implied gang clauses) and 2.9.11 with six
 * gangs: a `loop seq` in gang-redundant code runs in full in every gang, so its reduction into
 * the copied y adds 2I per gang and the gang-private (firstprivate) x is I after it in every
 * gang. A data-independent `loop worker` or `loop vector` with no enclosing loop construct gets
 * an implied gang(dim:1) clause (2.9.2: "A gang(dim:1) clause is implied on a data-independent
 * loop construct without an explicit gang clause if ..."), so it is gang-partitioned: its
 * reduction into y adds 2I once, and its atomics count each iteration once. (The spec's third
 * 2.9.11 example, whose comments predate that rule, runs with one gang in
 * gpu_mode_spec_reduction_example.c; worker and vector loops run by every gang are the routines
 * of gpu_routine_redundant_calls.c.) The host's x is unchanged. The number of gangs is counted
 * by an atomic in gang-redundant code. */
#include "gpu_check.h"

static void run(int I) {
    int x = 0, y = 0, gangs = 0, after_seq = -1;
#pragma acc parallel num_gangs(6) num_workers(4) vector_length(32) firstprivate(x) copy(y, gangs) \
    reduction(max:after_seq)
    {
#pragma acc atomic update
        gangs++;
#pragma acc loop seq reduction(+:x,y)
        for (int i = 0; i < I; ++i) {
            x += 1;
            y += 2;
        }
        after_seq = x;
#pragma acc loop worker reduction(+:y)
        for (int i = 0; i < I; ++i) y += 2;
#pragma acc loop vector reduction(+:y)
        for (int i = 0; i < I; ++i) y += 2;
    }
    CHECK(x == 0);
    CHECK_GANGS(gangs, 6);
    CHECK(y == 2 * I * gangs + 4 * I);
    CHECK(after_seq == I);
}

/* The side effects of an implied-gang loop: a reduction into a copied variable and atomics
 * happen once per iteration. */
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
    CHECK(y == 10);
    CHECK(n == 10);
}

int main(void) {
    counts();
    run(1);
    run(31);
    run(100);
    CHECK_DONE();
}
