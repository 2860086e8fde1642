/* OpenACC 3.3, 1.2 (execution model): code in worker-single / vector-single mode is executed by
 * one worker / one vector lane. Non-atomic read-modify-write stores in that code must happen
 * exactly once per gang iteration (or per worker iteration), however many workers and lanes
 * the gang has: a store done by every lane would apply the update several times or race. The
 * code after an inner partitioned loop sees the loop's stores (the loop ends when all its
 * iterations are done). */
#include "check.h"

enum { N = 300, M = 12, K = 40 };

static int a[N], b[N * M], c[N * M * K];

static void check_all(int rounds) {
    for (int i = 0; i < N; i++) {
        int want = i;
        for (int r = 0; r < rounds; r++) want = (want + 1) * 3;
        CHECK(a[i] == want);
        for (int j = 0; j < M; j++) {
            int wb = i + j;
            for (int r = 0; r < rounds; r++) wb = wb * 2 + 1;
            CHECK(b[i * M + j] == wb);
            for (int k = 0; k < K; k++) CHECK(c[(i * M + j) * K + k] == rounds * (k + 1));
        }
    }
}

static void init(void) {
    for (int i = 0; i < N; i++) {
        a[i] = i;
        for (int j = 0; j < M; j++) {
            b[i * M + j] = i + j;
            for (int k = 0; k < K; k++) c[(i * M + j) * K + k] = 0;
        }
    }
}

static void run(int rounds) {
    for (int r = 0; r < rounds; r++) {
#pragma acc parallel loop gang num_gangs(16) num_workers(8) vector_length(32) copy(a, b, c)
        for (int i = 0; i < N; i++) {
            a[i] = a[i] + 1; /* worker-single, vector-single */
#pragma acc loop worker
            for (int j = 0; j < M; j++) {
                int *row = &c[(i * M + j) * K];
                b[i * M + j] = b[i * M + j] * 2 + 1; /* vector-single */
#pragma acc loop vector
                for (int k = 0; k < K; k++) row[k] += k + 1;
            }
            a[i] = a[i] * 3; /* after the worker loop: sees a[i] + 1 from before it */
        }
    }
}

/* A gang-private scalar updated in single mode between vector loops, written out once. */
static void private_updates(void) {
    static int out[N], lane[N * K];
#pragma acc parallel loop gang vector_length(64) copyout(out, lane)
    for (int i = 0; i < N; i++) {
        int s = i;
        s = s * 2;
#pragma acc loop vector
        for (int k = 0; k < K; k++) lane[i * K + k] = s + k;
        s += 5;
        s = s * 3;
#pragma acc loop vector
        for (int k = 0; k < K; k++) lane[i * K + k] += s;
        out[i] = s;
    }
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == (i * 2 + 5) * 3);
        for (int k = 0; k < K; k++) CHECK(lane[i * K + k] == i * 2 + k + (i * 2 + 5) * 3);
    }
}

int main(void) {
    init();
    run(1);
    check_all(1);
    init();
    run(3);
    check_all(3);
    private_updates();
    CHECK_DONE();
}
