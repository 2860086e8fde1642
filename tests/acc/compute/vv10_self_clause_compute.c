/* OpenACC 3.3, 2.5.12 (self clause on compute constructs, new in 3.3): self, self(true) and
 * self(cond) make the region run on the local device (the host thread) with the host's data,
 * as if(false) would; self(false) leaves it to the current device; with both self(c) and
 * if(c2) the region runs on the device only when c2 is true and c false; on parallel, serial,
 * kernels and the combined loop constructs (V&V parallel_self.c, kernels_self.c). */
#include <openacc.h>
#include "check.h"
#define N 32
int main(void) {
    int host_type = acc_get_device_type() == acc_device_host;
    int w[8];
    for (int k = 0; k < 8; k++) w[k] = -1;
    int t = 1, f = 0;
#pragma acc parallel self copy(w[0:1])
    w[0] = acc_on_device(acc_device_host);
#pragma acc serial self(t) copy(w[1:1])
    w[1] = acc_on_device(acc_device_host);
#pragma acc kernels self(f) copy(w[2:1])
    w[2] = acc_on_device(acc_device_host);
#pragma acc parallel loop self(f) if(f) copy(w[3:1])
    for (int i = 0; i < 1; i++) w[3] = acc_on_device(acc_device_host);
#pragma acc serial loop self(f) if(t) copy(w[4:1])
    for (int i = 0; i < 1; i++) w[4] = acc_on_device(acc_device_host);
#pragma acc kernels loop self(t) if(t) copy(w[5:1])
    for (int i = 0; i < 1; i++) w[5] = acc_on_device(acc_device_host);
    CHECK(w[0] == 1 && w[1] == 1 && w[5] == 1 && w[3] == 1);
    CHECK(w[2] == host_type && w[4] == host_type);
    /* self: the host's data even when the var is present with other values */
    int a[N];
    for (int i = 0; i < N; i++) a[i] = 0;
#pragma acc data copyin(a)
    {
        for (int i = 0; i < N; i++) a[i] = 5;
#pragma acc parallel loop self present(a)
        for (int i = 0; i < N; i++) a[i] *= 3;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 15);
    CHECK_DONE();
}
