/* OpenACC 3.3 with several devices of one type (emul: two, set before the runtime starts;
 * host: one): 3.2.30 acc_memcpy_d2d between devices, 2.14.3 set device_num, 3.2.4
 * acc_set_device_num, data present per device (2.6: each device has its own data
 * environment), 2.16.3 wait(devnum:) and 3.2.11 acc_wait_device / acc_async_test_device on
 * another device's queue; V&V acc_memcpy_d2d, set_device_num, wait_devnum. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 256
int main(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 0);
    acc_device_t t = acc_get_device_type();
    int nd = acc_get_num_devices(t);
    int last = nd - 1;
    int *src = malloc(N * sizeof(int)), *dst = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { src[i] = i; dst[i] = 0; }
    /* src on device 0, dst on the last device */
    acc_set_device_num(0, t);
#pragma acc enter data copyin(src[0:N])
#pragma acc parallel loop present(src[0:N])
    for (int i = 0; i < N; i++) src[i] *= 3;
#pragma acc set device_num(last)
    CHECK(acc_get_device_num(t) == last);
#pragma acc enter data create(dst[0:N])
    if (nd > 1 && t != acc_device_host) CHECK(!acc_is_present(src, N * sizeof(int)));
    /* the copy between the two devices, named by the host addresses of data present on
       each (the current device is neither's concern) */
    acc_set_device_num(0, t);
    acc_memcpy_d2d(dst, src, N * sizeof(int), last, 0);
    acc_set_device_num(last, t);
    /* work on the last device's copy on a queue, waited for from device 0 */
#pragma acc parallel loop present(dst[0:N]) async(5)
    for (int i = 0; i < N; i++) dst[i] += 1;
    acc_set_device_num(0, t);
#pragma acc wait(devnum: last: 5)
    CHECK(acc_async_test_device(5, last) != 0);
    acc_set_device_num(last, t);
#pragma acc exit data copyout(dst[0:N])
    for (int i = 0; i < N; i++) CHECK(dst[i] == 3 * i + 1);
    /* the async form, both directions */
    acc_copyin(dst, N * sizeof(int));
    acc_memcpy_d2d_async(src, dst, N * sizeof(int), 0, last, 2);
    acc_wait_device(2, last);
    acc_wait_device(2, 0);
    acc_delete(dst, N * sizeof(int));
    acc_set_device_num(0, t);
#pragma acc exit data copyout(src[0:N])
    for (int i = 0; i < N; i++) CHECK(src[i] == 3 * i + 1);
    free(src);
    free(dst);
    CHECK_DONE();
}
