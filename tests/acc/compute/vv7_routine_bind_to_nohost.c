/* OpenACC 3.3, 2.15.1 a routine whose bind clause names a `nohost` routine (the usual V&V
 * pattern of a device-only implementation behind a host function): device code calls the
 * bound routine; host code, and a region run by the host team (device type host, where no
 * host version of the nohost routine exists), call the host function itself. */
#include <openacc.h>
#include "check.h"
#define N 8
#pragma acc routine seq nohost
static int dev_f(int x) { return x + 1000; }
#pragma acc routine seq bind(dev_f)
static int host_f(int x) { return x + 1; }
#pragma acc routine vector nohost
static void dev_fill(int *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[i] = -i;
}
#pragma acc routine vector bind(dev_fill)
static void host_fill(int *a, int n) {
    for (int i = 0; i < n; i++) a[i] = i;
}
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    int a[N], b[N];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++) a[i] = host_f(i);
#pragma acc parallel num_gangs(1) copyout(b)
    host_fill(b, N);
    CHECK(host_f(1) == 2);
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == (discrete ? i + 1000 : i + 1));
        CHECK(b[i] == (discrete ? -i : i));
    }
    CHECK_DONE();
}
