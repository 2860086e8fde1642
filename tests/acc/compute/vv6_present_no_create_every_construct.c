/* OpenACC 3.3, 2.7.6 present and 2.7.10 no_create on parallel, kernels, serial, parallel
 * loop, kernels loop, serial loop and data, on data placed by enter data as a subarray (the
 * clause names a part of it, or all of it), by a data construct and by acc_copyin: present
 * neither copies in nor out; no_create uses the present copy, and for absent data the local
 * copy (nothing allocated): V&V serial_present, kernels_present, parallel_loop_no_create,
 * kernels_no_create, serial_no_create. */
#include <openacc.h>
#include "check.h"
#define N 400
static long a[N], b[N], c[N];
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 1; }
#pragma acc enter data copyin(a[0:N]) create(b[0:N])
    for (int i = 0; i < N; i++) a[i] = -1; /* host only */
#pragma acc parallel present(a[0:N], b[100:200])
    {
#pragma acc loop
        for (int i = 100; i < 300; i++) b[i] = a[i];
    }
#pragma acc kernels present(a, b[0:100])
    for (int i = 0; i < 100; i++) b[i] = a[i] + 1;
#pragma acc serial present(a[300:N - 300], b)
    for (int i = 300; i < N; i++) b[i] = a[i] + 2;
#pragma acc parallel loop present(b)
    for (int i = 0; i < N; i++) b[i] *= 2;
#pragma acc kernels loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc serial loop present(b[N - 1:1])
    for (int i = N - 1; i < N; i++) b[i] = 0;
    for (int i = 0; i < N; i++) CHECK(is_host || b[i] == 0);
#pragma acc data present(a, b)
    {
#pragma acc parallel loop no_create(b) no_create(c)
        for (int i = 0; i < N; i++) b[i] -= 0;
    }
    /* no_create on absent data uses the local copy */
#pragma acc parallel loop no_create(c) present(b)
    for (int i = 0; i < N; i++) b[i] += 0;
    CHECK(is_host || !acc_is_present(c, sizeof c));
#pragma acc exit data copyout(b[0:N]) delete(a[0:N])
    for (int i = 0; i < N; i++) {
        long want = i == N - 1 ? 0 : (i < 100 ? 2 * (i + 1) + 1 : i < 300 ? 2 * i + 1 : 2 * (i + 2) + 1);
        CHECK(b[i] == (is_host ? (i == N - 1 ? 0 : i < 100 ? 1 : i < 300 ? -1 : 3) : want));
    }
    /* no_create on each construct kind, with the data present through acc_copyin */
    for (int i = 0; i < N; i++) { a[i] = i; c[i] = 1; }
    acc_copyin(a, sizeof a);
#pragma acc kernels no_create(a) copy(c)
    for (int i = 0; i < N; i++) c[i] += a[i];
#pragma acc serial no_create(a) copy(c)
    for (int i = 0; i < N; i++) c[i] += a[i];
#pragma acc kernels loop no_create(a) copy(c)
    for (int i = 0; i < N; i++) c[i] += a[i];
#pragma acc serial loop no_create(a) copy(c)
    for (int i = 0; i < N; i++) c[i] += a[i];
#pragma acc data no_create(a) copy(c)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) c[i] += a[i];
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == 1 + 5L * i);
    acc_delete(a, sizeof a);
    /* no_create on absent data: the compute construct runs on the local copy (a host
     * address) only when the data is not referenced in device code: here it is referenced
     * only under a false condition */
    int never = 0;
#pragma acc parallel loop no_create(a) copy(c)
    for (int i = 0; i < N; i++) { if (never) c[i] = a[i]; c[i] -= i; }
    for (int i = 0; i < N; i++) CHECK(c[i] == 1 + 4L * i);
    CHECK_DONE();
}
