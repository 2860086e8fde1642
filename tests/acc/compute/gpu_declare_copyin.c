/* OpenACC 3.3, 2.13 (declare) with copyin on file-scope data: initialised tables are on the
 * device from the start of the program (2.13: global scope, the implicit region of the whole
 * program), used by regions and routines without data clauses; a local `declare copy` and
 * `declare create` in a function (its implicit data region is the function's body). */
#include "gpu_check.h"

static const int primes[10] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
static double weights[4] = {0.5, 0.25, 0.125, 0.0625};
#pragma acc declare copyin(primes, weights)

#pragma acc routine seq
static double weigh(int i) { return primes[i % 10] * weights[i % 4]; }

static void local_declares(int n, double *result) {
    int counts[8];
    double scratch[16];
    for (int i = 0; i < 8; i++) counts[i] = i;
#pragma acc declare copy(counts) create(scratch)
#pragma acc parallel loop
    for (int i = 0; i < 8; i++) counts[i] += n;
#pragma acc parallel loop
    for (int i = 0; i < 16; i++) scratch[i] = weigh(i);
    double s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 16; i++) s += scratch[i];
    *result = s;
    /* counts is copied out at the function's exit (checked by the caller through its value) */
    result[1] = counts[7]; /* before the exit: the host copy is not yet updated on a device */
    result[2] = on_device() ? 7 + n : counts[7];
}

int main(void) {
    static double out[100];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 100; i++) out[i] = weigh(i);
    for (int i = 0; i < 100; i++) CHECK(out[i] == primes[i % 10] * weights[i % 4]);

    double r[3];
    local_declares(5, r);
    double want = 0;
    for (int i = 0; i < 16; i++) want += primes[i % 10] * weights[i % 4];
    CHECK(r[0] == want);
    CHECK(r[1] == (on_device() ? 7 : 12));
    CHECK(r[2] == 12);

    CHECK_DONE();
}
