/* OpenACC 3.3, 2.5.6 (if clause) and 2.5.7 (self clause) on parallel, kernels, serial and the
 * combined constructs: self with no argument, self(expr) with run-time values, if and self
 * together (the region runs on the device only when the if condition is true and the self
 * condition false), and data clauses skipped when the region runs on the local thread;
 * V&V parallel_self, kernels_self, serial_self, parallel_if. */
#include <openacc.h>
#include "check.h"
#define N 32
#pragma acc routine seq
static int where(void) { return acc_on_device(acc_device_host); }
int main(void) {
    int a[N], host_dev = acc_get_device_type() == acc_device_host;
    int on_host = -1;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a[0:N])
    /* self with no condition: runs on the local thread, on the host copy */
#pragma acc parallel self copy(on_host)
    {
        on_host = where();
        for (int i = 0; i < N; i++) a[i] += 100;
    }
    CHECK(on_host == 1);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 100);
    for (int one = 0; one < 2; one++) {
        int truth = one, lie = !one;
        /* self(truth) */
#pragma acc kernels self(truth) copy(on_host)
        on_host = where();
        CHECK(on_host == (truth || host_dev));
#pragma acc serial self(lie != 0) copy(on_host)
        on_host = where();
        CHECK(on_host == (lie || host_dev));
        /* if(truth) self(lie): the device only when truth && !lie */
#pragma acc parallel loop if(truth) self(lie) copyout(on_host)
        for (int i = 0; i < 1; i++) on_host = where();
        CHECK(on_host == (!(truth && !lie) || host_dev));
#pragma acc kernels loop self(truth) if(lie) copyout(on_host)
        for (int i = 0; i < 1; i++) on_host = where();
        CHECK(on_host == (!(lie && !truth) || host_dev));
#pragma acc serial loop self(one) copyout(on_host)
        for (int i = 0; i < 1; i++) on_host = where();
        CHECK(on_host == (one || host_dev));
    }
    /* the device copy of a is untouched by the self regions: it still holds i */
    if (!host_dev) {
        int b[N];
#pragma acc parallel loop present(a[0:N]) copyout(b)
        for (int i = 0; i < N; i++) b[i] = a[i];
        for (int i = 0; i < N; i++) CHECK(b[i] == i);
    }
    /* self and if with a data clause on data absent from the device: no error, no mapping */
    int c[N];
    for (int i = 0; i < N; i++) c[i] = 1;
#pragma acc parallel loop self present(c[0:N])
    for (int i = 0; i < N; i++) c[i] *= 2;
#pragma acc serial if(0) present(c)
    for (int i = 0; i < N; i++) c[i] *= 2;
    for (int i = 0; i < N; i++) CHECK(c[i] == 4);
    CHECK(!acc_is_present(c, sizeof c) || host_dev);
#pragma acc exit data delete(a)
    CHECK_DONE();
}
