/* OpenACC 3.3, 2.9.2: with gang(static: c) "the iterations are divided into chunks of the
 * selected chunk size, and the chunks are assigned to gangs starting with gang zero and
 * continuing in round-robin fashion". A chunk size known only at run time is that size too,
 * so a `static: c` loop with c == 16 gives its iterations to the same gangs as a `static: 16`
 * loop: the second loop reads what its own gang wrote in the first, with no barrier between
 * gangs. On the GPU the run-time size was not passed to the kernel (one chunk per gang: emul
 * read the device copy's zeros). Also `c` as an expression (`2 * c`), a gang vector loop,
 * and a size below 1 (not valid: every iteration must still run once). */
#include <math.h>
#include "check.h"

#define N 20000

static double a[N], b[N], c[N];

static int first_wrong(double k) {
    for (int x = 0; x < N; x++)
        if (c[x] != a[x] * k + 1) return x;
    return N;
}

int main(int argc, char **argv) {
    (void)argv;
    for (int x = 0; x < N; x++) a[x] = (x * 37) % 101;
    int chunk = 15 + argc; /* 16, known only at run time */
#pragma acc data copyin(a) create(b) copyout(c)
    {
#pragma acc parallel num_gangs(7) vector_length(32)
        {
#pragma acc loop gang(static: chunk)
            for (int x = 0; x < N; x++) b[x] = a[x] * 2;
#pragma acc loop gang(static: 16)
            for (int x = 0; x < N; x++) c[x] = b[x] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(2) == N);
#pragma acc parallel num_gangs(5) vector_length(64)
        {
#pragma acc loop gang(static: 32) vector
            for (int x = 0; x < N; x++) b[x] = a[x] * 3;
#pragma acc loop gang(static: 2 * chunk) vector
            for (int x = 0; x < N; x++) c[x] = b[x] + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(3) == N);
        int bad = argc - 1; /* 0: not a valid size; each iteration still runs once */
#pragma acc parallel num_gangs(4) vector_length(32)
        {
#pragma acc loop gang(static: bad)
            for (int x = 0; x < N; x++) c[x] = a[x] * 4 + 1;
        }
#pragma acc update self(c)
        CHECK(first_wrong(4) == N);
    }
    CHECK_DONE();
}
