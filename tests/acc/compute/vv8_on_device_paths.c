/* OpenACC 3.3, 3.2.15 acc_on_device: in a compute region it tells which device executes the
 * code, so a program can pick a code path per device; acc_device_not_host is true on any
 * accelerator, acc_device_host only on the host (including -acc=multicore, where the region
 * runs on host threads: the region then takes the host path, and the results match either
 * way since both paths compute the same value by different formulas). */
#include <openacc.h>
#include "check.h"
#define N 200
#pragma acc routine seq
static long tri(int k) {
    if (acc_on_device(acc_device_not_host)) {
        long s = 0;
        for (int j = 1; j <= k; j++) s += j; /* loop form on the device */
        return s;
    }
    return (long)k * (k + 1) / 2; /* closed form on the host */
}
int main(void) {
    long t[N];
    int where[N];
    int host_side = acc_on_device(acc_device_host);
    CHECK(host_side == 1);
    CHECK(acc_on_device(acc_device_not_host) == 0);
#pragma acc parallel loop copyout(t, where)
    for (int i = 0; i < N; i++) {
        t[i] = tri(i);
        where[i] = acc_on_device(acc_device_host) ? 1 : acc_on_device(acc_device_not_host) ? 2 : 3;
    }
    for (int i = 0; i < N; i++) {
        CHECK(t[i] == (long)i * (i + 1) / 2);
        CHECK(where[i] == 1 || where[i] == 2);
        CHECK(where[i] == where[0]);
    }
    /* the host fallback of an if(0) region is the host */
    int w0 = 0;
#pragma acc parallel if(0) copyout(w0)
    w0 = acc_on_device(acc_device_host);
    CHECK(w0 == 1);
    CHECK_DONE();
}
