/* OpenACC 3.3, 2.8 (host_data construct): use_device with if_present (absent data keeps its
 * host address), with if (false: host addresses), nested in data constructs, on arrays and
 * pointers, and the device address passed to acc_memcpy_* and to a deviceptr clause;
 * V&V host_data_if_present, host_data_if. */
#include <openacc.h>
#include <stdint.h>
#include "check.h"
#define N 64
static void fill(int *d, int n, int v) {
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < n; i++) d[i] = v + i;
}
int main(void) {
    int a[N], b[N], *h = a;
    int dev = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = 0; b[i] = 0; }
    uintptr_t seen_a = 0, seen_b = 0;
#pragma acc data create(a[0:N])
    {
        /* a present, b absent: if_present leaves b's address alone */
#pragma acc host_data use_device(a, b) if_present
        {
            seen_a = (uintptr_t)a;
            seen_b = (uintptr_t)b;
            fill(a, N, 10);
        }
        CHECK(seen_b == (uintptr_t)b);
        CHECK(seen_a == (uintptr_t)acc_deviceptr(a));
        CHECK(!dev || seen_a != (uintptr_t)a);
        /* if(0): every name keeps its host address */
#pragma acc host_data use_device(a) if(0)
        seen_a = (uintptr_t)a;
        CHECK(seen_a == (uintptr_t)a);
        /* a pointer variable to present data */
#pragma acc host_data use_device(h) if(dev)
        {
            CHECK((uintptr_t)h == (dev ? (uintptr_t)acc_deviceptr(a) : (uintptr_t)a));
            if (dev) fill(h, N / 2, 100);
        }
#pragma acc update self(a[0:N])
    }
    if (dev) {
        for (int i = 0; i < N / 2; i++) CHECK(a[i] == 100 + i);
        for (int i = N / 2; i < N; i++) CHECK(a[i] == 10 + i);
    }
    /* if_present when nothing is present: the body runs on host addresses */
#pragma acc host_data use_device(a, h) if_present
    {
        CHECK(h == a || !dev);
        for (int i = 0; i < N; i++) a[i] = i;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == i);
    /* the device address given to acc_memcpy_to_device */
#pragma acc enter data create(b[0:N])
#pragma acc host_data use_device(b)
    acc_memcpy_to_device(b, a, sizeof a);
#pragma acc exit data copyout(b[0:N])
    for (int i = 0; i < N; i++) CHECK(b[i] == i);
    CHECK_DONE();
}
