/* OpenACC 3.3, 2.2.1 (execution model): code in gang-redundant or vector-single mode runs as
 * if once per gang (or worker). On a GPU every thread of the group evaluates its reads and
 * one leader does its stores; a read by the group followed by the leader's store to the
 * same memory needs the group's barrier between them, or a thread that reads late (a warp
 * behind the leader's) sees the new value. The threads then disagree on `v` (every lane of
 * the vector loop should store the old value), or leave a `while` loop at different
 * iterations and wait at different barriers (a deadlock). */
#include "check.h"

enum { N = 64, M = 200, L = 512 };

/* A local read from memory, then the leader's store to it, then a vector loop using it. */
static void gang_redundant(void) {
    int c[1] = {5};
    static int out[L];
    for (int j = 0; j < L; j++) out[j] = -1;
#pragma acc parallel num_gangs(1) vector_length(256) copy(c, out)
    {
        int v = c[0];
        c[0] = v + 1;
#pragma acc loop vector
        for (int j = 0; j < L; j++) out[j] = v;
    }
    CHECK(c[0] == 6);
    for (int j = 0; j < L; j++) CHECK(out[j] == 5);
}

/* The same through a scalar the kernel keeps in device memory (a data clause's). */
static void memory_scalar(void) {
    int s = 7;
    static int out[L];
    for (int j = 0; j < L; j++) out[j] = -1;
#pragma acc parallel num_gangs(1) vector_length(128) copy(s, out)
    {
        int v = s;
        s = v * 2;
#pragma acc loop vector
        for (int j = 0; j < L; j++) out[j] = v;
    }
    CHECK(s == 14);
    for (int j = 0; j < L; j++) CHECK(out[j] == 7);
}

/* Across a sequential loop's back edge: the reads at the end of one iteration come before
 * the leader's store at the top of the next (`t` sums every thread's `v`). */
static void loop_back_edge(void) {
    int c[1] = {0};
    static int out[256];
#pragma acc parallel num_gangs(1) vector_length(128) copy(c) copyout(out)
    {
        int v = 0, t = 0;
        for (int k = 0; k < 4; k++) {
            c[0] = v + 1;
            v = c[0] * 2;
            t += v;
        }
#pragma acc loop vector
        for (int j = 0; j < 256; j++) out[j] = t;
    }
    CHECK(c[0] == 15);
    for (int j = 0; j < 256; j++) CHECK(out[j] == 2 + 6 + 14 + 30);
}

/* The else branch of a condition that read memory, after a then branch whose own store
 * printed a barrier: the else branch's store still follows the group's reads. */
static void else_branch(void) {
    int c[1] = {5}, d[1] = {0};
    static int out[L];
    for (int j = 0; j < L; j++) out[j] = -1;
#pragma acc parallel num_gangs(1) vector_length(256) copy(c, d, out)
    {
        int v = c[0];
        if (v > 100)
            d[0] = 1;
        else
            c[0] = v + 1;
#pragma acc loop vector
        for (int j = 0; j < L; j++) out[j] = v;
    }
    CHECK(c[0] == 6 && d[0] == 0);
    for (int j = 0; j < L; j++) CHECK(out[j] == 5);
}

/* The same before the leader's atomic update, and before an initializer whose call the
 * leader makes for the group (a routine that stores). */
#pragma acc routine seq
static int bump(int *p) {
    int old = *p;
    *p = old + 10;
    return old;
}

static void atomic_and_call(void) {
    int c[2] = {5, 1};
    static int out[L], out2[L];
    for (int j = 0; j < L; j++) out[j] = out2[j] = -1;
#pragma acc parallel num_gangs(1) vector_length(256) copy(c, out, out2)
    {
        int v = c[0];
#pragma acc atomic update
        c[0] += 1;
        int w = c[1];
        int h = bump(&c[1]);
#pragma acc loop vector
        for (int j = 0; j < L; j++) {
            out[j] = v;
            out2[j] = w * 100 + h;
        }
    }
    CHECK(c[0] == 6 && c[1] == 11);
    for (int j = 0; j < L; j++) CHECK(out[j] == 5 && out2[j] == 101);
}

/* A `while` condition every lane of a worker reads, the leader decrementing its counter in
 * the body (vector-single code in a worker loop, named barriers per worker). */
static void while_counter(void) {
    static int cnt[N], x[N];
    static double a[N][M], out[N];
    for (int i = 0; i < N; i++) {
        cnt[i] = i % 5;
        x[i] = 0;
        for (int j = 0; j < M; j++) a[i][j] = i + j;
    }
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(64) copy(cnt, out, x) copyin(a)
    {
#pragma acc loop gang worker
        for (int i = 0; i < N; i++) {
            double s = 0;
            while (cnt[i] > 0) {
                cnt[i]--;
                x[i]++;
#pragma acc loop vector reduction(+:s)
                for (int j = 0; j < M; j++) s += a[i][j];
            }
            out[i] = s;
        }
    }
    for (int i = 0; i < N; i++) {
        double row = 0;
        for (int j = 0; j < M; j++) row += a[i][j];
        CHECK(cnt[i] == 0);
        CHECK(x[i] == i % 5);
        CHECK(out[i] == row * (i % 5));
    }
}

int main(void) {
    gang_redundant();
    memory_scalar();
    loop_back_edge();
    else_branch();
    atomic_and_call();
    while_counter();
    CHECK_DONE();
}
