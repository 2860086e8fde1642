/* OpenACC 3.3, 1.2 (execution model): a compute region starts in gang-redundant mode, "one
 * vector lane of one worker in each gang executes the same code, redundantly". An atomic in
 * gang-redundant code is therefore done once per gang (not once per worker or vector lane),
 * before, between and after gang loops, with num_gangs of 1, 7, 32 and 1024 (2.5.10) and
 * several workers and vector lanes per gang (2.5.11, 2.5.12); 2.12 (atomic). */
#include "gpu_check.h"


/* The two gang loops touch different arrays: there is no synchronisation between gangs. */
static int a[5000], b[5000];

static void gr(int g_expected, int count, int between, int after, int iters) {
    CHECK_GANGS(count, g_expected);
    CHECK(between == count);
    CHECK(after == count);
    CHECK(iters == 5000);
}

static void gangs_1(void) {
    int count = 0, between = 0, after = 0, iters = 0;
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) copy(count, between, after, iters, a, b)
    {
#pragma acc atomic update
        count++;
#pragma acc loop gang worker vector
        for (int i = 0; i < 5000; i++) {
            a[i] = i;
#pragma acc atomic
            iters += 1;
        }
#pragma acc atomic update
        between = between + 1;
#pragma acc loop gang
        for (int i = 0; i < 5000; i++) b[i] = i + 1;
#pragma acc atomic
        ++after;
    }
    gr(1, count, between, after, iters);
    for (int i = 0; i < 5000; i++) CHECK(a[i] == i && b[i] == i + 1);
}

static void gangs_7(void) {
    int count = 0, between = 0, after = 0, iters = 0;
#pragma acc parallel num_gangs(7) num_workers(7) vector_length(7) copy(count, between, after, iters, a, b)
    {
#pragma acc atomic update
        count++;
#pragma acc loop gang worker vector
        for (int i = 0; i < 5000; i++) {
            a[i] = i;
#pragma acc atomic
            iters += 1;
        }
#pragma acc atomic update
        between = between + 1;
#pragma acc loop gang
        for (int i = 0; i < 5000; i++) b[i] = i + 2;
#pragma acc atomic
        ++after;
    }
    gr(7, count, between, after, iters);
    for (int i = 0; i < 5000; i++) CHECK(a[i] == i && b[i] == i + 2);
}

static void gangs_32(void) {
    int count = 0, between = 0, after = 0, iters = 0;
#pragma acc parallel num_gangs(32) num_workers(32) vector_length(32) copy(count, between, after, iters, a, b)
    {
#pragma acc atomic update
        count++;
#pragma acc loop gang worker vector
        for (int i = 0; i < 5000; i++) {
            a[i] = i;
#pragma acc atomic
            iters += 1;
        }
#pragma acc atomic update
        between = between + 1;
#pragma acc loop gang
        for (int i = 0; i < 5000; i++) b[i] = i + 3;
#pragma acc atomic
        ++after;
    }
    gr(32, count, between, after, iters);
    for (int i = 0; i < 5000; i++) CHECK(a[i] == i && b[i] == i + 3);
}

static void gangs_1024(void) {
    int count = 0, between = 0, after = 0, iters = 0;
#pragma acc parallel num_gangs(1024) num_workers(2) vector_length(32) copy(count, between, after, iters, a, b)
    {
#pragma acc atomic update
        count++;
#pragma acc loop gang vector
        for (int i = 0; i < 5000; i++) {
            a[i] = i;
#pragma acc atomic
            iters += 1;
        }
#pragma acc atomic update
        between = between + 1;
#pragma acc loop gang
        for (int i = 0; i < 5000; i++) b[i] = i + 4;
#pragma acc atomic
        ++after;
    }
    gr(1024, count, between, after, iters);
    for (int i = 0; i < 5000; i++) CHECK(a[i] == i && b[i] == i + 4);
}

/* Run-time num_gangs, and gang-redundant code that captures a distinct ticket per gang: each
 * gang marks its ticket once, so the tickets 0..gangs-1 are each marked exactly once. */
static void tickets(int g) {
    static int seen[2048];
    int count = 0;
    for (int i = 0; i < 2048; i++) seen[i] = 0;
#pragma acc parallel num_gangs(g) num_workers(2) vector_length(64) copy(count, seen)
    {
        int mine;
#pragma acc atomic capture
        mine = count++;
        seen[mine] += 1;
    }
    CHECK_GANGS(count, g);
    for (int i = 0; i < 2048; i++) CHECK(seen[i] == (i < count ? 1 : 0));
}

int main(void) {
    gangs_1();
    gangs_7();
    gangs_32();
    gangs_1024();
    tickets(1);
    tickets(7);
    tickets(32);
    tickets(1024);
    tickets(2000);
    CHECK_DONE();
}
