/* OpenACC 3.3, 2.15.1: "a call to a procedure with gang parallelism must appear in
 * gang-redundant mode" (worker: worker-single, vector: vector-single). A loop whose levels the
 * implementation chooses (no gang/worker/vector clause) around such a call is therefore not
 * partitioned at the routine's levels: around a gang routine it is sequential, around a worker
 * routine at most gang, around a vector routine at most gang and worker. Before, the loop got
 * "gang, vector(256)" and each gang ran the routine's gang loop for its own iterations only
 * (the sums below came out 200 or less instead of 400 on the CPU team). */
#include "check.h"
#define N 100
#pragma acc routine gang
static void add_gang(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc routine worker
static void add_worker(int *a, int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc routine vector
static void add_vector(int *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[i] += 1;
}
static int sum(const int *a) {
    int s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    return s;
}
int main(void) {
    int a[N] = {0}, b[N] = {0}, c[N] = {0}, w[8][N] = {{0}}, v[4][8][N] = {{{0}}};
    /* The bug report's program: a loop with no level clause calling a gang routine. */
#pragma acc parallel copy(a)
    {
#pragma acc loop
        for (int i = 0; i < 4; i++) add_gang(a, N);
    }
    CHECK(sum(a) == 4 * N);
    /* The combined construct's loop, several gangs. */
#pragma acc parallel loop num_gangs(4) copy(b)
    for (int i = 0; i < 3; i++) add_gang(b, N);
    CHECK(sum(b) == 3 * N);
    /* Two loops around the call, the call in the inner one. */
#pragma acc parallel num_gangs(3) copy(c)
    {
#pragma acc loop
        for (int i = 0; i < 2; i++) {
#pragma acc loop independent
            for (int j = 0; j < 2; j++) add_gang(c, N);
        }
    }
    CHECK(sum(c) == 4 * N);
    /* A kernels loop the analysis finds parallel. */
    int d[N] = {0};
#pragma acc kernels copy(d)
    for (int i = 0; i < 4; i++) add_gang(d, N);
    CHECK(sum(d) == 4 * N);
    /* A worker routine: the loop around it is a gang loop only. */
#pragma acc parallel num_gangs(4) num_workers(4) copy(w)
    {
#pragma acc loop
        for (int k = 0; k < 8; k++) add_worker(w[k], N);
    }
    for (int k = 0; k < 8; k++) CHECK(sum(w[k]) == N);
    /* A vector routine under two loops: gang, then worker. */
#pragma acc parallel num_gangs(2) num_workers(4) copy(v)
    {
#pragma acc loop
        for (int k = 0; k < 4; k++) {
#pragma acc loop
            for (int m = 0; m < 8; m++) add_vector(v[k][m], N);
        }
    }
    for (int k = 0; k < 4; k++)
        for (int m = 0; m < 8; m++) CHECK(sum(v[k][m]) == N);
    CHECK_DONE();
}
