/* OpenACC 3.3, 2.5.3 (serial construct) with each clause of its table: async, wait, if, self,
 * reduction, private, firstprivate, copy, copyin, copyout, create, no_create, present,
 * deviceptr, attach, default(none), default(present), device_type; V&V serial_*. */
#include <openacc.h>
#include "check.h"
#define N 100
typedef struct { int *p; int n; } box;
int main(void) {
    int a[N], b[N], c[N], d[N], s = 0, f = 5, p = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = -1; d[i] = 2 * i; }
    /* copyin, copyout, copy, create, firstprivate, private, reduction */
#pragma acc serial copyin(a[0:N]) copyout(b[0:N]) copy(c[0:N]) create(d[0:N]) firstprivate(f) private(p) reduction(+:s)
    {
        for (int i = 0; i < N; i++) d[i] = a[i] * f;
        for (int i = 0; i < N; i++) { p = d[i]; b[i] = p + 1; c[i] += a[i]; s += a[i]; }
        f = 0;
    }
    CHECK(f == 5);
    CHECK(s == N * (N - 1) / 2);
    for (int i = 0; i < N; i++) { CHECK(b[i] == 5 * i + 1); CHECK(c[i] == i - 1); }
    /* async and wait */
#pragma acc enter data copyin(a[0:N]) create(b[0:N])
#pragma acc serial present(a[0:N], b[0:N]) async(1)
    for (int i = 0; i < N; i++) b[i] = a[i] * 3;
#pragma acc serial present(b[0:N]) async(2) wait(1)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc update self(b[0:N]) async(2)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(b[i] == 3 * i + 1);
    /* default(present) and default(none) */
#pragma acc serial default(present)
    for (int i = 0; i < N; i++) b[i] = a[i] - 1;
#pragma acc serial default(none) present(a, b)
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc exit data copyout(b[0:N]) delete(a[0:N])
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i - 1);
    /* no_create of absent data, present of present data, deviceptr */
    int *dev = (int *)acc_malloc(N * sizeof(int));
    int *absent = NULL;
#pragma acc serial deviceptr(dev) no_create(absent)
    {
        for (int i = 0; i < N; i++) dev[i] = 7 * i;
        if (absent) absent[0] = 1;
    }
    acc_memcpy_from_device(b, dev, N * sizeof(int));
    for (int i = 0; i < N; i++) CHECK(b[i] == 7 * i);
    acc_free(dev);
    /* attach: the struct's pointer member points at its present array */
    box bx = { c, N };
#pragma acc enter data copyin(c[0:N])
#pragma acc enter data copyin(bx)
#pragma acc serial attach(bx.p) present(bx)
    for (int i = 0; i < bx.n; i++) bx.p[i] = i * i;
#pragma acc exit data copyout(c[0:N])
#pragma acc exit data delete(bx)
    for (int i = 0; i < N; i++) CHECK(c[i] == i * i);
    /* if and self: if(0) and self(1) run on the local thread, on host data */
    int on_dev = -1;
#pragma acc serial if(0) copy(on_dev)
    on_dev = acc_on_device(acc_device_not_host);
    CHECK(on_dev == 0);
#pragma acc serial self(1) copy(on_dev)
    on_dev = acc_on_device(acc_device_not_host);
    CHECK(on_dev == 0);
    int t = 0;
#pragma acc serial if(1) self(0) copy(t) device_type(nvidia) async(3) device_type(*) async(4)
    t = 9;
#pragma acc wait
    CHECK(t == 9);
    CHECK_DONE();
}
