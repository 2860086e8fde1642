/* OpenACC 3.3, 2.13 (declare) with 2.7.4 (deviceptr): a file-scope pointer in `declare
 * deviceptr` holds a device address (acc_malloc, 3.2.24); compute regions and the routines
 * they call use its value as is, with no data clause (2.15.2: a routine may use a global in a
 * declare directive). The kernels looked up a device copy of the variable, which nothing
 * maps: "not present" at every launch under emul; a routine's code read the variable through
 * a symbol bound to nothing and faulted (bug hunt 2026-11-29, deep copy). */
#include "gpu_check.h"

static double *dbuf;
int *dcount;
#pragma acc declare deviceptr(dbuf, dcount)

#pragma acc routine seq
static double twice_at(int i) { return 2 * dbuf[i]; }

#pragma acc routine seq
static void count_one(void) {
#pragma acc atomic update
    dcount[0] += 1;
}

int main(void) {
    enum { N = 257 };
    dbuf = (double *)acc_malloc(sizeof(double) * N);
    dcount = (int *)acc_malloc(sizeof(int));
    CHECK(dbuf != NULL && dcount != NULL);
#pragma acc parallel loop
    for (int i = 0; i < N; i++) dbuf[i] = 2.0 * i;
#pragma acc serial
    dcount[0] = 0;
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
        if (dbuf[i] > 100.0) {
#pragma acc atomic update
            dcount[0] += 1;
        }
    }
    double h[N];
    int c = -1;
    acc_memcpy_from_device(h, dbuf, sizeof h);
    acc_memcpy_from_device(&c, dcount, sizeof c);
    for (int i = 0; i < N; i++) CHECK(h[i] == 2.0 * i);
    CHECK(c == N - 51); /* 2i > 100 for i >= 51 */
    /* the pointer changes on the host: the next region uses the new value */
    double *first = dbuf;
    dbuf = (double *)acc_malloc(sizeof(double) * N);
#pragma acc parallel loop deviceptr(first)
    for (int i = 0; i < N; i++) dbuf[i] = first[i] + 1;
    acc_memcpy_from_device(h, dbuf, sizeof h);
    for (int i = 0; i < N; i++) CHECK(h[i] == 2.0 * i + 1);
    /* routines read the pointers: the value the host has at each launch */
#pragma acc serial
    dcount[0] = 0;
    double *out = (double *)acc_malloc(sizeof(double) * N);
#pragma acc parallel loop deviceptr(out)
    for (int i = 0; i < N; i++) {
        out[i] = twice_at(i);
        if (i % 2 == 0) count_one();
    }
    acc_memcpy_from_device(h, out, sizeof h);
    acc_memcpy_from_device(&c, dcount, sizeof c);
    for (int i = 0; i < N; i++) CHECK(h[i] == 2 * (2.0 * i + 1));
    CHECK(c == (N + 1) / 2);
    double *second = dbuf;
    dbuf = first; /* the first buffer: 2i */
#pragma acc parallel loop deviceptr(out) async(1)
    for (int i = 0; i < N; i++) out[i] = twice_at(i);
#pragma acc wait(1)
    acc_memcpy_from_device(h, out, sizeof h);
    for (int i = 0; i < N; i++) CHECK(h[i] == 4.0 * i);
    acc_free(out);
    acc_free(first);
    acc_free(second);
    acc_free(dcount);
    return 0;
}
