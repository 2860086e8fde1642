/* OpenACC 3.3, 3.2.29 acc_attach/acc_detach and their _async and _finalize forms on pointer
 * members of a struct and on a pointer variable, with the attachment counter of 2.7.2
 * (attach twice, detach once: still attached; detach_finalize: detached at once), and
 * "if the pointer referred to by ptr_addr is not present, no action is taken": V&V
 * acc_attach_async, acc_detach_async, acc_detach_finalize_async. */
#include <openacc.h>
#include <stdint.h>
#include "check.h"
#define N 64
struct box { int n; int *p; double *q; };
static int data[N];
static double dd[N];
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    struct box b = {N, data, dd};
    for (int i = 0; i < N; i++) { data[i] = i; dd[i] = 0.5 * i; }
    acc_copyin(&b, sizeof b);
    acc_copyin(data, sizeof data);
    acc_copyin(dd, sizeof dd);
    /* attach on queue 1, the second pointer with acc_async_noval */
    acc_attach_async((void **)&b.p, 1);
    acc_attach_async((void **)&b.q, acc_async_noval);
    acc_wait(1);
    acc_wait(acc_async_noval);
    int sum = 0;
#pragma acc parallel loop present(b) reduction(+:sum)
    for (int i = 0; i < N; i++) { b.p[i] *= 2; b.q[i] += 1.0; sum += b.p[i]; }
    CHECK(sum == N * (N - 1));
    /* a second attach: counter 2; one detach leaves it attached */
    acc_attach((void **)&b.p);
    acc_detach_async((void **)&b.p, 2);
    acc_wait(2);
#pragma acc parallel loop present(b)
    for (int i = 0; i < N; i++) b.p[i] += 1;
    /* the host copy of b still holds the host pointers */
    CHECK(b.p == data && b.q == dd);
    acc_detach_finalize_async((void **)&b.p, 3);
    acc_detach_async((void **)&b.q, 3);
    acc_wait(3);
    if (discrete) {
        /* detached: the device struct holds the host addresses again */
        struct box dev;
        acc_memcpy_from_device(&dev, acc_deviceptr(&b), sizeof dev);
        CHECK(dev.p == data && dev.q == dd);
    }
    acc_copyout(data, sizeof data);
    acc_copyout(dd, sizeof dd);
    acc_delete(&b, sizeof b);
    for (int i = 0; i < N; i++) CHECK(data[i] == 2 * i + 1 && dd[i] == 0.5 * i + 1.0);
    /* the pointer is not present: no action (3.2.29) */
    int *lone = data;
    acc_attach((void **)&lone);
    acc_attach_async((void **)&lone, 4);
    acc_detach_async((void **)&lone, 4);
    acc_detach_finalize((void **)&lone);
    acc_wait(4);
    CHECK(lone == data);
    /* a present pointer variable attached to present data */
    acc_copyin(&lone, sizeof lone);
    acc_copyin(data, sizeof data);
    acc_attach((void **)&lone);
    int firsts = 0;
#pragma acc serial present(lone) copy(firsts)
    { firsts = lone[0] + lone[N - 1]; }
    CHECK(firsts == 1 + 2 * (N - 1) + 1);
    acc_detach((void **)&lone);
    acc_delete(&lone, sizeof lone);
    acc_delete(data, sizeof data);
    CHECK(!discrete || !acc_is_present(data, sizeof data));
    CHECK_DONE();
}
