/* OpenACC 3.3, 2.15.1 (routine gang) with 2.9.2 (gang on an orphaned loop, explicit or implied)
 * and 2.2: a gang routine called from gang-redundant code is called by every gang, and its
 * gang loop divides the iterations among the gangs: each runs once in all (the loops' bodies
 * add, so an iteration run by every gang shows). Called from a parallel region of several
 * gangs, from a serial region, from a kernels region and from host code. */
#include "check.h"

enum { N = 1000, M = 37 };

#pragma acc routine gang
static void add_one(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] += 1;
}

/* No level clause: gang is implied on the outermost data-independent loop; the inner one is
 * partitioned below it (vector). */
#pragma acc routine gang
static void add_rows(int *a, int rows, int cols) {
#pragma acc loop
    for (int r = 0; r < rows; r++) {
#pragma acc loop vector
        for (int c = 0; c < cols; c++) a[r * cols + c] += r + 1;
    }
}

/* The loop counts its iterations with an atomic: once each in all. */
#pragma acc routine gang
static void count(int *hits, int n) {
    int i;
#pragma acc loop gang
    for (i = 0; i < n; i++) {
#pragma acc atomic update
        *hits += 1;
    }
}

int main(void) {
    static int a[N], b[M * M];
    int hits = 0;
#pragma acc parallel num_gangs(8) copy(a, b, hits)
    {
        add_one(a, N);
        add_rows(b, M, M);
        count(&hits, N);
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 1);
    for (int r = 0; r < M; r++)
        for (int c = 0; c < M; c++) CHECK(b[r * M + c] == r + 1);
    CHECK(hits == N);

    /* In a region whose blocks have several threads (the call runs in one of them). Gangs do
     * not wait for each other: the doubling is a region of its own. */
#pragma acc parallel num_gangs(3) num_workers(2) vector_length(32) copy(a, hits)
    {
        add_one(a, N);
        count(&hits, 10);
#pragma acc loop worker vector
        for (int i = 0; i < 5; i++) {
#pragma acc atomic update
            hits += 0;
        }
    }
#pragma acc parallel loop copy(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    for (int i = 0; i < N; i++) CHECK(a[i] == 4);
    CHECK(hits == N + 10);

#pragma acc serial copy(a)
    add_one(a, N);
#pragma acc kernels copy(a)
    add_one(a, N);
    add_one(a, N); /* host code */
    for (int i = 0; i < N; i++) CHECK(a[i] == 7);
    CHECK_DONE();
}
