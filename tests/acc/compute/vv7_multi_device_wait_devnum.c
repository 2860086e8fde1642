/* OpenACC 3.3 with two devices of one type (emul: two, set before the runtime starts; host:
 * one): 2.16 wait-arguments naming another device (wait(devnum: d) for every queue of d,
 * wait(devnum: d: queues: q) on the wait directive and as a compute construct's wait clause),
 * 3.2.30 acc_memcpy_d2d_async on the source device's queue, 2.14.1 init device_num,
 * 3.2.6 acc_get_property of each device, 3.2.11 acc_async_test_device (V&V wait_devnum.c,
 * acc_memcpy_d2d_async.c). */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 4096
int main(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 0);
    acc_device_t t = acc_get_device_type();
    int nd = acc_get_num_devices(t);
    int last = nd - 1;
#pragma acc init device_type(host) device_num(0) if(t == acc_device_host)
    for (int d = 0; d < nd; d++) CHECK(acc_get_property(d, t, acc_property_memory) > 0);
    int *x = malloc(N * sizeof(int)), *y = malloc(N * sizeof(int)), *z = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; z[i] = 0; }
    /* x lives on the last device, y and z on device 0 */
    acc_set_device_num(last, t);
#pragma acc enter data copyin(x[0:N])
#pragma acc parallel loop present(x[0:N]) async(2)
    for (int i = 0; i < N; i++) x[i] *= 2;
#pragma acc parallel loop present(x[0:N]) async(3)
    for (int i = 0; i < N; i++) x[i] += 0;
    acc_set_device_num(0, t);
    /* every queue of the last device */
#pragma acc wait(devnum: last)
    CHECK(acc_async_test_device(2, last) && acc_async_test_device(3, last));
#pragma acc enter data create(y[0:N], z[0:N])
    acc_memcpy_d2d(y, x, N * sizeof(int), 0, last);
    acc_set_device_num(last, t);
#pragma acc parallel loop present(x[0:N]) async(4)
    for (int i = 0; i < N; i++) x[i] += 1;
    acc_memcpy_d2d_async(z, x, N * sizeof(int), 0, last, 4);
    acc_set_device_num(0, t);
    /* device 0's kernel waits for the last device's queue 4 */
#pragma acc parallel loop present(y[0:N], z[0:N]) wait(devnum: last: queues: 4)
    for (int i = 0; i < N; i++) y[i] = z[i] - y[i];
#pragma acc exit data copyout(y[0:N]) delete(z[0:N])
    for (int i = 0; i < N; i++) CHECK(y[i] == 1);
    acc_set_device_num(last, t);
#pragma acc exit data copyout(x[0:N])
    for (int i = 0; i < N; i++) CHECK(x[i] == 2 * i + 1);
    acc_set_device_num(0, t);
    free(x); free(y); free(z);
    CHECK_DONE();
}
