/* OpenACC 3.3, 2.5.13 (if clause on compute constructs) and 2.6.5: when the condition is
 * false the region runs on the local thread with the host's data, even for data present on
 * the device (the device copy is untouched and its clauses do no data action); when true, it
 * runs on the device copy. Checked by giving the two copies different values (a discrete
 * device only) and by the region's acc_on_device answer (V&V parallel_if.c). */
#include <openacc.h>
#include "check.h"
#define N 64
int main(void) {
    int a[N], where[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; i++) a[i] = 1;
    int shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support) != 0;
    int dev_is_host = acc_get_device_type() == acc_device_host;
#pragma acc enter data copyin(a)
    for (int i = 0; i < N; i++) a[i] = 2; /* host copy differs from the device copy now */
    int off = 0, on = 1;
#pragma acc parallel loop if(off) present(a) copy(where[0:1])
    for (int i = 0; i < N; i++) {
        a[i] += 10;                        /* the host's a: 12 */
        if (i == 0) where[0] = acc_on_device(acc_device_host);
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 12);
#pragma acc parallel loop if(on) present(a) copy(where[1:1])
    for (int i = 0; i < N; i++) {
        a[i] += 100;                       /* the device's a: 101 (shared: 112) */
        if (i == 0) where[1] = acc_on_device(acc_device_host);
    }
    CHECK(where[0] == 1);
    CHECK(where[1] == dev_is_host);
    if (!shared) for (int i = 0; i < N; i++) CHECK(a[i] == 12);
#pragma acc exit data copyout(a)
    for (int i = 0; i < N; i++) CHECK(a[i] == (shared ? 112 : 101));
    /* kernels and serial: same rule; a false if with copyout does not copy out */
    int b[N];
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc kernels if(off) copyout(b)
    for (int i = 0; i < N; i++) b[i] = i;
    for (int i = 0; i < N; i++) CHECK(b[i] == i);
    int one = 0;
#pragma acc serial if(on && N > 10) copy(one)
    one = 1 + acc_on_device(acc_device_host);
    CHECK(one == 1 + dev_is_host);
    CHECK_DONE();
}
