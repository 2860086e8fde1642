/* OpenACC 3.3, 2.15.1 (routine directive, bind clause): the routine directive on the host
 * function's definition binds to a device function defined after it, as the V&V suite's
 * routine_bind_nonprototype_* programs write it. */
#include <openacc.h>
#include "check.h"
#define n 64
#pragma acc routine vector bind(device_sum)
double host_sum(double *a, long long m) {
    double s = 0;
    for (long long i = 0; i < m; i++) s += a[i];
    return s;
}
#pragma acc routine vector
double device_sum(double *a, long long m) {
    double s = 0;
#pragma acc loop reduction(+: s)
    for (long long i = 0; i < m; i++) s += a[i];
    return s + 1000;
}
#pragma acc routine seq bind("device_scale")
double host_scale(double x) { return x * 2; }
#pragma acc routine seq
double device_scale(double x) { return x * 2 + 1; }
int main(void) {
    double a[n * n], r[n], q[n];
    for (int i = 0; i < n * n; i++) a[i] = i % 7;
#pragma acc parallel loop gang copyin(a) copyout(r, q)
    for (int j = 0; j < n; j++) {
        r[j] = host_sum(&a[j * n], n);
        q[j] = host_scale(j);
    }
    int dev = acc_get_device_type() != acc_device_host;
    for (int j = 0; j < n; j++) {
        double s = 0;
        for (int i = 0; i < n; i++) s += a[j * n + i];
        CHECK(r[j] == s + (dev ? 1000 : 0));
        CHECK(q[j] == 2 * j + (dev ? 1 : 0));
    }
    CHECK_DONE();
}
