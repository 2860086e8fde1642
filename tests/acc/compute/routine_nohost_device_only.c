/* OpenACC 3.3, 2.15.1: nohost routines used as the spec's example uses them build without a
 * diagnostic: a nohost routine calls another nohost routine, and compute constructs call a host
 * function whose 'bind' names the nohost one (the host runs h, the device dev_f). The checks for
 * calls of nohost routines from host code (routine_nohost_call.c) leave these alone. */
#include <openacc.h>
#include "check.h"

#pragma acc routine seq nohost
static int dev_sq(int x) { return x * x; }
#pragma acc routine seq nohost
static int dev_f(int x) { return dev_sq(x) + 1; }
#pragma acc routine seq bind(dev_f)
static int h(int x) { return x + 1000; }

int main(void) {
    int r[64];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 64; i++) r[i] = h(i);
    int host = acc_get_device_type() == acc_device_host;
    for (int i = 0; i < 64; i++) CHECK(r[i] == (host ? i + 1000 : i * i + 1));
    CHECK(h(1) == 1001);
    CHECK_DONE();
}
