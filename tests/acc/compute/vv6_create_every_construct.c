/* OpenACC 3.3, 2.7.9 create on parallel, kernels, serial, parallel loop, kernels loop, serial
 * loop, data and enter data (the V&V suite's kernels_create, serial_create,
 * parallel_loop_create, ...): the device copy is a scratch buffer that does not go back to the
 * host, and a present copy is reused as it is (no copy in or out). */
#include <openacc.h>
#include "check.h"
#define N 256
static int a[N], b[N], t[N];
static void reset(void) { for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; t[i] = -5; } }
static int ok(int k) { int bad = 0; for (int i = 0; i < N; i++) bad += b[i] != i * k; return !bad; }
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    reset();
#pragma acc parallel copyin(a) copyout(b) create(t)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) t[i] = a[i] * 2;
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = t[i];
    }
    CHECK(ok(2));
    CHECK(is_host || t[7] == -5);
    reset();
#pragma acc kernels copyin(a) copyout(b) create(t)
    {
        for (int i = 0; i < N; i++) t[i] = a[i] * 3;
        for (int i = 0; i < N; i++) b[i] = t[i];
    }
    CHECK(ok(3));
    CHECK(is_host || t[7] == -5);
    reset();
#pragma acc serial copyin(a) copyout(b) create(t)
    {
        for (int i = 0; i < N; i++) t[i] = a[i] * 4;
        for (int i = 0; i < N; i++) b[i] = t[i];
    }
    CHECK(ok(4));
    CHECK(is_host || t[7] == -5);
    /* combined constructs: the created copy lives through the loop only */
    reset();
#pragma acc parallel loop copyin(a) copyout(b) create(t)
    for (int i = 0; i < N; i++) { t[i] = a[i] * 5; b[i] = t[i]; }
    CHECK(ok(5));
    CHECK(is_host || t[7] == -5);
    reset();
#pragma acc kernels loop copyin(a) copyout(b) create(t)
    for (int i = 0; i < N; i++) { t[i] = a[i] * 6; b[i] = t[i]; }
    CHECK(ok(6));
    CHECK(is_host || t[7] == -5);
    reset();
#pragma acc serial loop copyin(a) copyout(b) create(t)
    for (int i = 0; i < N; i++) { t[i] = a[i] * 7; b[i] = t[i]; }
    CHECK(ok(7));
    CHECK(is_host || t[7] == -5);
    /* data create, then compute constructs with create of the present data do not copy */
    reset();
#pragma acc data create(t) copyin(a) copyout(b)
    {
#pragma acc parallel loop create(t)
        for (int i = 0; i < N; i++) t[i] = a[i] * 8;
        for (int i = 0; i < N; i++) t[i] = 99; /* host copy only */
#pragma acc serial loop create(t)
        for (int i = 0; i < N; i++) b[i] = t[i];
    }
    if (is_host) { for (int i = 0; i < N; i++) CHECK(b[i] == 99); } else CHECK(ok(8));
    CHECK(is_host || t[0] == 99);
    /* enter data create keeps it across constructs until exit data delete */
    reset();
#pragma acc enter data create(t[0:N])
    CHECK(acc_is_present(t, sizeof t));
#pragma acc kernels loop copyin(a) create(t)
    for (int i = 0; i < N; i++) t[i] = a[i] * 9;
#pragma acc parallel loop copyout(b) present(t)
    for (int i = 0; i < N; i++) b[i] = t[i];
    CHECK(ok(9));
    CHECK(is_host || t[7] == -5);
#pragma acc exit data delete(t[0:N])
    CHECK(is_host || !acc_is_present(t, sizeof t));
    CHECK_DONE();
}
