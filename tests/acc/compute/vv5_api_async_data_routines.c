/* OpenACC 3.3, 3.2.18-3.2.26 and 3.2.31-3.2.32: acc_copyin_async, acc_create_async,
 * acc_copyout_async, acc_delete_async, acc_update_device_async, acc_update_self_async,
 * acc_memcpy_to_device_async, acc_memcpy_from_device_async, acc_copyout_finalize_async,
 * with compute constructs ordered on those queues by async and wait clauses, acc_wait,
 * acc_wait_async, acc_async_test; V&V acc_copyin_async, acc_create_async,
 * acc_memcpy_to_device_async, acc_update_self_async. */
#include <openacc.h>
#include "check.h"
#define N 1000
static double a[N], b[N], c[N], d[N];
int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; d[i] = 0; }
    acc_copyin_async(a, sizeof a, 1);
    acc_copyin_async(b, sizeof b, 2);
    acc_create_async(c, sizeof c, 3);
#pragma acc parallel loop present(a, b, c) async(3) wait(1, 2)
    for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
    acc_copyout_async(c, sizeof c, 3);
    acc_wait(3);
    for (int i = 0; i < N; i++) CHECK(c[i] == 3 * i);
    CHECK(!acc_is_present(c, sizeof c) || acc_get_device_type() == acc_device_host);
    /* update the device copy of a from the host on queue 4, compute on 4, read back on 4 */
    for (int i = 0; i < N; i++) a[i] = -i;
    acc_update_device_async(a, sizeof a, 4);
#pragma acc kernels present(a) async(4)
    for (int i = 0; i < N; i++) a[i] *= 2;
    acc_update_self_async(a, sizeof a, 4);
    acc_wait(4);
    for (int i = 0; i < N; i++) CHECK(a[i] == -2 * i);
    CHECK(acc_async_test(4) != 0);
    /* memcpy to and from device addresses on a queue */
    double *db = acc_deviceptr(b);
    for (int i = 0; i < N; i++) d[i] = 5;
    acc_memcpy_to_device_async(db, d, sizeof d, 5);
#pragma acc serial present(b) async(5)
    for (int i = 0; i < N; i++) b[i] += 1;
    acc_memcpy_from_device_async(c, db, sizeof c, 5);
    acc_wait(5);
    for (int i = 0; i < N; i++) CHECK(c[i] == 6);
    /* acc_wait_async: queue 7 waits for queue 6 */
    acc_create_async(d, sizeof d, 6);
#pragma acc parallel loop present(d) async(6)
    for (int i = 0; i < N; i++) d[i] = 9;
    acc_wait_async(6, 7);
    acc_copyout_finalize_async(d, sizeof d, 7);
    acc_wait_all();
    for (int i = 0; i < N; i++) CHECK(d[i] == 9);
    /* delete on a queue after the work that uses the data */
    acc_delete_async(a, sizeof a, 8);
    acc_delete_async(b, sizeof b, 8);
    acc_wait(8);
    CHECK(!acc_is_present(a, sizeof a) || acc_get_device_type() == acc_device_host);
    /* a _device async variant on the current device number */
    int num = acc_get_device_num(acc_get_device_type());
    acc_copyin_async(a, sizeof a, 9);
    acc_wait_device(9, num);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    CHECK_DONE();
}
