/* OpenACC 3.3, 2.13 declare in a function body: create, copyin, copy, present, deviceptr and
 * device_resident, with update directives (2.14.4) on the declared data inside the function,
 * routines (2.15) that read the declared data passed to them, and the function called several
 * times (each call a new implicit data region, 2.6.3): V&V declare_function_scope_create,
 * declare_function_scope_copyin, declare_function_scope_present,
 * declare_function_scope_deviceptr, declare_device_resident. */
#include <openacc.h>
#include "check.h"
#define n 128
#pragma acc routine seq
static double twice(const double *t, int i) { return 2 * t[i]; }
#pragma acc routine vector
static void add_rows(double *dst, const double *src, int m) {
#pragma acc loop vector
    for (int i = 0; i < m; i++) dst[i] += src[i];
}
static int f_create(int call, double *out) {
    double t[n];
    int bad = 0;
#pragma acc declare create(t)
    for (int i = 0; i < n; i++) t[i] = i + call;
#pragma acc update device(t)
#pragma acc parallel loop present(t) copyout(out[0:n])
    for (int i = 0; i < n; i++) out[i] = twice(t, i);
    for (int i = 0; i < n; i++) bad += out[i] != 2.0 * (i + call);
    /* device writes, update self mid-function */
#pragma acc parallel loop
    for (int i = 0; i < n; i++) t[i] = -t[i];
#pragma acc update self(t[0:n/2])
    for (int i = 0; i < n / 2; i++) bad += t[i] != -(double)(i + call);
    for (int i = n / 2; i < n; i++) bad += acc_get_device_type() != acc_device_host && t[i] != i + call;
    return bad;
}
static int f_copyin(double *a, double *b) {
    int bad = 0;
#pragma acc declare copyin(a[0:n]) copy(b[0:n])
    for (int i = 0; i < n; i++) a[i] += 1; /* host copy only until the update */
#pragma acc update device(a[0:n])
#pragma acc parallel num_gangs(1) vector_length(32)
    add_rows(b, a, n);
#pragma acc update self(b[0:4])
    for (int i = 0; i < 4; i++) bad += b[i] != a[i] + i;
    return bad;
}
static void f_present(double *p) {
#pragma acc declare present(p[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; i++) p[i] = twice(p, i);
}
static void f_deviceptr(double *d) {
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
    for (int i = 0; i < n; i++) d[i] = i * 0.5;
}
static int f_resident(void) {
    double r[n];
    double s = 0;
#pragma acc declare device_resident(r)
#pragma acc parallel loop
    for (int i = 0; i < n; i++) r[i] = i;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++) s += twice(r, i);
    return s == n * (n - 1);
}
int main(void) {
    double out[n], a[n], b[n], p[n], h[n];
    for (int call = 0; call < 3; call++) CHECK(f_create(call, out) == 0);
    for (int call = 0; call < 2; call++) {
        for (int i = 0; i < n; i++) { a[i] = i; b[i] = i; }
        CHECK(f_copyin(a, b) == 0);
        for (int i = 0; i < n; i++) CHECK(b[i] == 2 * i + 1);
        CHECK(acc_get_device_type() == acc_device_host || !acc_is_present(a, sizeof a));
    }
    for (int i = 0; i < n; i++) p[i] = i;
#pragma acc data copy(p)
    {
        f_present(p);
        f_present(p);
    }
    for (int i = 0; i < n; i++) CHECK(p[i] == 4 * i);
    double *d = acc_malloc(sizeof h);
    CHECK(d != NULL);
    f_deviceptr(d);
    acc_memcpy_from_device(h, d, sizeof h);
    for (int i = 0; i < n; i++) CHECK(h[i] == i * 0.5);
    acc_free(d);
    CHECK(f_resident());
    CHECK(f_resident());
    CHECK_DONE();
}
