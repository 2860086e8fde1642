/* OpenACC 3.3, 2.9.2: with gang(static: c) "the iterations are divided into chunks of the
 * selected chunk size, and the chunks are assigned to gangs starting with gang zero and
 * continuing in round-robin fashion. Two gang loops in the same parallel region with the same
 * number of iterations, and with static clauses with the same argument, will assign the
 * iterations to gangs in the same manner": the second loop may read what its own gang wrote
 * in the first, with no barrier between gangs. The GPU schedules gave iteration k to gang
 * k / vector_length % gangs in a gang vector loop and to gang k % gangs in a gang loop (emul
 * read the device copy's zeros). Constant chunks, `*`, a chunk known only at run time, gang
 * worker loops and a collapsed nest; in the V&V suite's style (random data, a tolerance). */
#include <math.h>
#include <stdlib.h>
#include "check.h"

#define N 20000
#define PRECISION 1e-12

static double a[N], b[N], c[N];

/* The first element of c that is not a * k + 1 (N when all are). */
static int first_wrong(double k) {
    for (int x = 0; x < N; x++)
        if (fabs(c[x] - (a[x] * k + 1)) > PRECISION * (1 + fabs(c[x]))) return x;
    return N;
}

int main(void) {
    srand(7);
    for (int x = 0; x < N; x++) a[x] = rand() / (double)RAND_MAX;
    int chunk = 5;
#pragma acc data copyin(a) create(b) copyout(c)
    {
#pragma acc parallel num_gangs(7) vector_length(32)
        {
#pragma acc loop gang(static: 16) vector
            for (int x = 0; x < N; x++) b[x] = a[x] * 2;
#pragma acc loop gang(static: 16)
            for (int x = 0; x < N; x++) c[x] = b[x] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(2) == N);
#pragma acc parallel num_gangs(5) num_workers(4) vector_length(32)
        {
#pragma acc loop gang(static: *) worker
            for (int x = 0; x < N; x++) b[x] = a[x] * 3;
#pragma acc loop gang(static: *) vector
            for (int x = 0; x < N; x++) c[x] = b[x] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(3) == N);
#pragma acc parallel num_gangs(3) vector_length(64)
        {
#pragma acc loop gang(static: chunk)
            for (int x = 0; x < N; x++) b[x] = a[x] * 4;
#pragma acc loop gang(static: chunk) worker vector
            for (int x = 0; x < N; x++) c[x] = b[x] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(4) == N);
        /* A collapsed nest: the chunks are of the nest's iterations. */
#pragma acc parallel num_gangs(6) vector_length(32)
        {
#pragma acc loop gang(static: 1) collapse(2)
            for (int i = 0; i < 100; i++)
                for (int j = 0; j < N / 100; j++) b[i * (N / 100) + j] = a[i * (N / 100) + j] * 5;
#pragma acc loop gang(static: 1) vector collapse(2)
            for (int i = 0; i < 100; i++)
                for (int j = 0; j < N / 100; j++) c[i * (N / 100) + j] = b[i * (N / 100) + j] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(5) == N);
    }
    CHECK_DONE();
}
