/* OpenACC 3.3, 3.2.17 acc_on_device in routines of every level (seq, vector, worker, gang,
 * 2.15.1) and with a device type known only at run time (the current type passed in: true on
 * the device that runs the region), acc_device_host/acc_device_not_host negations, the other
 * accelerator types false; in host code the constant forms (V&V acc_on_device.c,
 * gcc libgomp acc_on_device-1.c). */
#include <openacc.h>
#include "check.h"
#define N 64
#pragma acc routine seq
static int mask(acc_device_t t) {
    return acc_on_device(acc_device_host) | acc_on_device(acc_device_not_host) << 1 |
           acc_on_device(t) << 2 | acc_on_device(acc_device_radeon) << 3;
}
#pragma acc routine vector
static void vec(int *out, int n, acc_device_t t) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) out[i] = mask(t);
}
#pragma acc routine worker
static void wrk(int *out, int n, acc_device_t t) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) out[i] = mask(t) + 16 * acc_on_device(acc_device_not_host);
}
#pragma acc routine gang
static void gng(int *out, int n, acc_device_t t) {
#pragma acc loop gang vector
    for (int i = 0; i < n; i++) out[i] = mask(t);
}
int main(void) {
    acc_device_t t = acc_get_device_type();
    int discrete = t != acc_device_host;
    CHECK(acc_on_device(acc_device_host) && !acc_on_device(acc_device_not_host));
    CHECK(!acc_on_device(acc_device_radeon) && !acc_on_device(acc_device_nvidia));
    CHECK(mask(t) == (1 | (t == acc_device_host) << 2));
    int a[N], b[N], c[N], d[N];
    /* inside: host bit when on the host, not_host otherwise; the current type always true */
    int want = discrete ? 2 | 4 : 1 | 4;
#pragma acc parallel loop gang copyout(a) firstprivate(t)
    for (int i = 0; i < N; i++) a[i] = mask(t);
#pragma acc parallel num_gangs(2) copyout(b)
    {
#pragma acc loop gang
        for (int g = 0; g < 2; g++) vec(b + g * (N / 2), N / 2, t);
    }
#pragma acc parallel num_gangs(4) num_workers(2) copyout(c)
    {
#pragma acc loop gang
        for (int g = 0; g < 4; g++) wrk(c + g * (N / 4), N / 4, t);
    }
#pragma acc parallel copyout(d)
    gng(d, N, t);
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == want && b[i] == want && d[i] == want);
        CHECK(c[i] == want + 16 * discrete);
    }
    /* serial and kernels */
    int s = 0, k = 0;
#pragma acc serial copy(s)
    s = mask(t);
#pragma acc kernels copy(k)
    k = mask(t);
    CHECK(s == want && k == want);
    CHECK_DONE();
}
