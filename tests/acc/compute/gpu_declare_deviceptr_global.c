/* OpenACC 3.3, 2.13 (declare) with 2.7.4 (deviceptr): a file-scope pointer in `declare
 * deviceptr` holds a device address (acc_malloc, 3.2.24); compute regions use its value as
 * is, with no data clause and no device copy of the pointer variable. The kernels looked up a
 * device copy of the variable, which nothing maps: "not present" at every launch under emul
 * (bug hunt 2026-11-29, deep copy). */
#include "gpu_check.h"

static double *dbuf;
int *dcount;
#pragma acc declare deviceptr(dbuf, dcount)

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
    acc_free(first);
    acc_free(dbuf);
    acc_free(dcount);
    return 0;
}
