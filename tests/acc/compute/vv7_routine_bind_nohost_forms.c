/* OpenACC 3.3, 2.15.1 routine directive: bind("string") and bind(identifier) on the named
 * form and the form before a definition, nohost (no host version is compiled; the device
 * version is called from compute regions only), routines with bind calling other routines,
 * and device_type(...) bind (gcc libgomp routine-bind-nohost-1.c, V&V routine_bind_*). */
#include <openacc.h>
#include "check.h"
#define N 32
/* the device versions */
#pragma acc routine seq
static int dev_twice(int x) { return 2 * x + (acc_on_device(acc_device_not_host) ? 1000 : 0); }
#pragma acc routine seq
int dev_square(int x) { return x * x + (acc_on_device(acc_device_not_host) ? 1000 : 0); }
/* the host versions, bound to the device ones */
#pragma acc routine seq bind(dev_twice)
static int twice(int x) { return 2 * x; }
int square(int x);
#pragma acc routine(square) seq bind("dev_square")
int square(int x) { return x * x; }
/* nohost: only a device version exists */
#pragma acc routine seq nohost
static int dev_only(int x) { return x + 7; }
#pragma acc routine seq
static int chain(int x) { return twice(x) + square(x); }
/* only a nohost routine may call a nohost routine outside compute constructs */
#pragma acc routine seq nohost
static int chain_nohost(int x) { return dev_only(x) + chain(x); }
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    int off = discrete ? 1000 : 0;
    int a[N], b[N], c[N];
#pragma acc parallel loop copyout(a, b, c)
    for (int i = 0; i < N; i++) {
        a[i] = twice(i);
        b[i] = square(i);
        c[i] = chain_nohost(i);
    }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == 2 * i + off);
        CHECK(b[i] == i * i + off);
        CHECK(c[i] == 2 * i + i * i + 2 * off + i + 7);
    }
    /* host calls use the host versions */
    CHECK(twice(4) == 8 && square(5) == 25);
    int s = 0;
#pragma acc serial copy(s)
    { s = dev_only(1) + twice(1); }
    CHECK(s == 8 + 2 + off);
    CHECK_DONE();
}
