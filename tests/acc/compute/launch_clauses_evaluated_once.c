/* OpenACC 3.3 (2.1, "the order and number of evaluations ... are unspecified") leaves how
 * often clause arguments are evaluated open; oxacc promises once. The expressions of
 * num_gangs, num_workers and vector_length are evaluated once per construct when it runs on a
 * device, whatever the launch needs them for (the block's sizes,
 * the work estimate, the grid of tiles of a collapsed nest); on the host the team does not
 * use them. Those of async, wait and if are evaluated once everywhere (the data clauses and
 * the launch share them). OpenACC 3.3, 2.5.10-2.5.12, 2.16.1, 2.16.2. */
#include <openacc.h>
#include "check.h"

static int gangs_calls, workers_calls, vlen_calls;
static int gangs(void) { gangs_calls++; return 8; }
static int workers(void) { workers_calls++; return 2; }
static int vlen(void) { vlen_calls++; return 64; }
static int queue_calls, wait_calls, if_calls;
static int queue(void) { queue_calls++; return 4; }
static int waitq(void) { wait_calls++; return 4; }
static int cond(void) { if_calls++; return 1; }

int main(void) {
    static float a[200][100];
    static int b[300];
    /* A collapsed nest with a loop in its body (the tiled twin's grid uses the block size). */
#pragma acc parallel loop collapse(2) vector_length(vlen()) copy(a)
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 100; j++) {
            float t = 0;
            for (int q = 0; q < 3; q++) t += q;
            a[i][j] = i + j + t;
        }
    /* Gangs, workers and lanes. */
#pragma acc parallel loop gang worker vector num_gangs(gangs()) num_workers(workers()) vector_length(vlen()) copy(b)
    for (int i = 0; i < 300; i++) b[i] = 2 * i;
    /* Gangs in two dimensions: each count also goes to the kernel. */
    static int c[4][6];
#pragma acc parallel num_gangs(gangs(), 3) copy(c)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < 4; i++) {
#pragma acc loop gang(dim:1)
            for (int j = 0; j < 6; j++) c[i][j] = i * 10 + j;
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++) CHECK(c[i][j] == i * 10 + j);
    /* (A repeated num_gangs clause, which this test had, is an error since 2026-11-29:
     * tests/ui/acc/too_many_clauses.c.) */
    static int e[64];
#pragma acc parallel loop num_gangs(gangs()) copy(e)
    for (int i = 0; i < 64; i++) e[i] = i;
    for (int i = 0; i < 64; i++) CHECK(e[i] == i);
    /* async, wait and if, with copies in and out. */
    static int d[500];
#pragma acc parallel loop async(queue()) copy(d) if(cond())
    for (int i = 0; i < 500; i++) d[i] = i;
#pragma acc parallel loop wait(waitq()) copy(d)
    for (int i = 0; i < 500; i++) d[i] += 1;
    for (int i = 0; i < 500; i++) CHECK(d[i] == i + 1);
    CHECK(queue_calls == 1);
    CHECK(wait_calls == 1);
    CHECK(if_calls == 1);
    int bad = 0;
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 100; j++) bad += a[i][j] != i + j + 3;
    for (int i = 0; i < 300; i++) bad += b[i] != 2 * i;
    CHECK(bad == 0);
    if (acc_get_device_type() == acc_device_host) {
        CHECK(gangs_calls <= 3 && workers_calls <= 1 && vlen_calls <= 2);
    } else {
        CHECK(gangs_calls == 3);
        CHECK(workers_calls == 1);
        CHECK(vlen_calls == 2);
    }
    CHECK_DONE();
}
