/* The self clause on kernels (OpenACC 3.3, 2.5.7): when its condition is true the region runs
 * on the local device and its data clauses take no action. The kernels construct ran its
 * kernels on the host but still did its copyout, which overwrote the host's result with the
 * device copy; its condition was also evaluated once per kernel (here once per construct). */
#include <openacc.h>
#include "check.h"

static int calls;
static int yes(void) { calls++; return 1; }

int main(void) {
    int h1 = -1, h2 = -1;
    int a[100];
#pragma acc kernels self copyout(h1)
    h1 = acc_on_device(acc_device_host);
#pragma acc kernels self(yes()) copyout(h2, a)
    {
        h2 = acc_on_device(acc_device_host);
        for (int i = 0; i < 100; i++) a[i] = i;
        for (int i = 0; i < 100; i++) a[i] += acc_on_device(acc_device_host);
    }
    CHECK(h1 == 1 && h2 == 1);
    CHECK(calls == 1);
    for (int i = 0; i < 100; i++) CHECK(a[i] == i + 1);
    /* self(0): the device (or the host when that is the current device). */
    int h3 = -1;
#pragma acc kernels loop self(0) copyout(h3)
    for (int i = 0; i < 1; i++) h3 = acc_on_device(acc_device_not_host);
    CHECK(h3 == (acc_get_device_type() != acc_device_host));
    CHECK_DONE();
}
