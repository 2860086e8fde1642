/* OpenACC 3.3, 2.5.7 the self clause on parallel, serial and kernels (and their combined
 * loop forms): self with no argument and self(cond) run the region on the local device,
 * self(false) on the current device, and when an if clause's condition is false the self
 * clause has no effect (the local thread runs it, 2.5.6); data clauses still apply when the
 * region runs locally (the local copy is used; nothing is created): V&V
 * parallel_self.c, serial_self.c, kernels_self.c, parallel_if_self. */
#include <openacc.h>
#include "check.h"
#define N 128
static int a[N];
#pragma acc routine seq
static int where(void) { return acc_on_device(acc_device_host) ? 1 : 2; }
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    int dev_tag = discrete ? 2 : 1;
    int t = 1, f = 0, w = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel self copyout(w)
    { w = where(); }
    CHECK(w == 1);
#pragma acc parallel self(t) copyout(w) num_gangs(1)
    { w = where(); }
    CHECK(w == 1);
#pragma acc parallel self(f) copyout(w) num_gangs(1)
    { w = where(); }
    CHECK(w == dev_tag);
#pragma acc serial self(f == 0) copyout(w)
    { w = where(); }
    CHECK(w == 1);
#pragma acc serial self(t - 1) copyout(w)
    { w = where(); }
    CHECK(w == dev_tag);
#pragma acc kernels self(f) copyout(w)
    { w = where(); }
    CHECK(w == dev_tag);
#pragma acc kernels self copyout(w)
    { w = where(); }
    CHECK(w == 1);
    /* if(false) makes self irrelevant: local either way */
#pragma acc parallel if(f) self(f) copyout(w)
    { w = where(); }
    CHECK(w == 1);
#pragma acc parallel if(t) self(f) copyout(w)
    { w = where(); }
    CHECK(w == dev_tag);
#pragma acc serial if(t) self(t) copyout(w)
    { w = where(); }
    CHECK(w == 1);
    /* combined constructs; the array is modified in place on the host */
#pragma acc parallel loop self(t) copy(a)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + where();
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i + 1);
    /* self(false) with the array mapped: the device copy is modified, copy brings it back */
#pragma acc kernels loop self(f) copy(a)
    for (int i = 0; i < N; i++) a[i] -= 1;
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    /* self running locally inside a data region: the host array is used, not the device copy */
#pragma acc data copyin(a)
    {
#pragma acc parallel loop self present(a)
        for (int i = 0; i < N; i++) a[i] = -1;
        CHECK(a[3] == -1);
#pragma acc update self(a) if(discrete)
        CHECK(!discrete || a[3] == 6);
    }
    CHECK_DONE();
}
