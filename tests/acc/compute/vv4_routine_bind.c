/* OpenACC 3.3, 2.15.1 (routine directive): bind(identifier) and bind("string") on a named
 * routine directive with a prototype, and on the definition; V&V routine_bind_prototype_*. */
#include <openacc.h>
#include "check.h"
#define N 64
double dev_twice(double x);
#pragma acc routine seq
double dev_twice(double x) { return x * 2 + 1000; }
#pragma acc routine seq
double dev_thrice(double x) { return x * 3 + 1000; }
double host_twice(double x);
#pragma acc routine(host_twice) seq bind(dev_twice)
double host_twice(double x) { return x * 2; }
double host_thrice(double x);
#pragma acc routine(host_thrice) seq bind("dev_thrice")
double host_thrice(double x) { return x * 3; }
#pragma acc routine vector bind(dev_twice_vec)
static void twice_vec(double *a, int n);
#pragma acc routine vector
static void dev_twice_vec(double *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[i] = 2 * a[i] + 1000;
}
static void twice_vec(double *a, int n) {
    for (int i = 0; i < n; i++) a[i] = 2 * a[i];
}
int main(void) {
    double a[N], b[N], c[N];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = i; c[i] = i; }
#pragma acc parallel loop copy(a, b)
    for (int i = 0; i < N; i++) { a[i] = host_twice(a[i]); b[i] = host_thrice(b[i]); }
#pragma acc parallel num_gangs(1) copy(c)
    twice_vec(c, N);
#pragma acc data copy(a)
    ;
    int on_dev = 0;
#pragma acc parallel copy(on_dev)
    on_dev = !acc_on_device(acc_device_host);
    for (int i = 0; i < N; i++) {
        double k = on_dev ? 1000 : 0;
        CHECK(a[i] == 2 * i + k);
        CHECK(b[i] == 3 * i + k);
        CHECK(c[i] == 2 * i + k);
    }
    CHECK_DONE();
}
