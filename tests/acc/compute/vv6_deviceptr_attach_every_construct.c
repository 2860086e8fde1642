/* OpenACC 3.3, 2.7.4 deviceptr and 2.7.12 attach (with 2.7.13 detach) on parallel, kernels,
 * serial, parallel loop, kernels loop, serial loop, data and enter data / exit data: a device
 * pointer from acc_malloc used directly, and a struct's pointer member attached to its
 * present target so that the device copy of the struct reaches the device copy of the array:
 * V&V kernels_deviceptr, serial_deviceptr, parallel_loop_deviceptr, serial_attach,
 * kernels_attach, data_attach, enter_data_attach. */
#include <openacc.h>
#include "check.h"
#define N 300
struct vec { int n; double *p; };
int main(void) {
    double h[N];
    double *d = acc_malloc(N * sizeof(double));
    CHECK(d != NULL);
#pragma acc parallel deviceptr(d)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) d[i] = i;
    }
#pragma acc kernels deviceptr(d)
    for (int i = 0; i < N; i++) d[i] += 1;
#pragma acc serial deviceptr(d)
    d[0] = -1;
#pragma acc parallel loop deviceptr(d)
    for (int i = 1; i < N; i++) d[i] *= 2;
#pragma acc kernels loop deviceptr(d)
    for (int i = 1; i < N; i++) d[i] += 0.5;
#pragma acc data deviceptr(d)
    {
#pragma acc serial loop
        for (int i = 0; i < 2; i++) d[i] -= 1;
    }
    acc_memcpy_from_device(h, d, sizeof h);
    CHECK(h[0] == -2 && h[1] == 3.5);
    for (int i = 2; i < N; i++) CHECK(h[i] == 2.0 * (i + 1) + 0.5);
    acc_free(d);
    /* attach */
    double arr[N];
    struct vec v = {N, arr};
    for (int i = 0; i < N; i++) arr[i] = i;
#pragma acc enter data copyin(v) copyin(arr)
#pragma acc enter data attach(v.p)
#pragma acc parallel loop present(v)
    for (int i = 0; i < N; i++) v.p[i] += 1;
#pragma acc exit data detach(v.p)
#pragma acc parallel present(v, arr) attach(v.p)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) v.p[i] *= 2;
    }
#pragma acc kernels present(v) attach(v.p)
    for (int i = 0; i < N; i++) v.p[i] -= 1;
#pragma acc serial present(v) attach(v.p)
    v.p[0] = 1000;
#pragma acc kernels loop present(v) attach(v.p)
    for (int i = 1; i < N; i++) v.p[i] += 10;
#pragma acc serial loop present(v) attach(v.p)
    for (int i = 1; i < 3; i++) v.p[i] = -i;
#pragma acc data present(v) attach(v.p)
    {
#pragma acc parallel loop
        for (int i = 3; i < N; i++) v.p[i] += 100;
    }
#pragma acc exit data copyout(arr) delete(v)
    CHECK(v.p == arr && v.n == N);
    CHECK(arr[0] == 1000 && arr[1] == -1 && arr[2] == -2);
    for (int i = 3; i < N; i++) CHECK(arr[i] == 2.0 * (i + 1) - 1 + 10 + 100);
    CHECK_DONE();
}
