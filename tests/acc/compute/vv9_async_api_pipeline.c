/* OpenACC 3.3, chapter 3 _async routines in one pipeline over three queues: acc_copyin_async
 * and acc_create_async (3.2.6-3.2.7), a compute region on the same queue, acc_wait_async
 * (3.2.11) to order queue 2 after queue 1, acc_memcpy_device_async (3.2.33) and
 * acc_memcpy_to_device_async / _from_device_async (3.2.31-3.2.32) on acc_malloc memory,
 * acc_update_self_async (3.2.24), acc_copyout_async and acc_delete_async (3.2.8-3.2.9), then
 * acc_wait_all (3.2.12) and acc_async_test_all (3.2.10); V&V acc_copyin_async.c,
 * acc_memcpy_device_async.c, acc_update_self_async.c. */
#include <openacc.h>
#include "check.h"
#define N 4096
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static double a[N], b[N], c[N], h[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = -1;
        c[i] = -2;
        h[i] = 0;
    }
    acc_copyin_async(a, sizeof a, 1);
    acc_create_async(b, sizeof b, 1);
#pragma acc parallel loop present(a, b) async(1)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2 + 1;
    /* queue 2 waits for queue 1, then copies b's device data into scratch device memory */
    double *scratch = (double *)acc_malloc(sizeof b);
    CHECK(scratch != NULL);
    acc_wait_async(1, 2);
    acc_memcpy_device_async(scratch, acc_deviceptr(b), sizeof b, 2);
    acc_memcpy_from_device_async(h, scratch, sizeof h, 2);
    /* queue 3: a fresh device copy of c filled from h after queue 2 */
    acc_create_async(c, sizeof c, 3);
    acc_wait_async(2, 3);
    acc_memcpy_to_device_async(acc_deviceptr(c), h, sizeof h, 3);
#pragma acc parallel loop present(c) async(3)
    for (int i = 0; i < N; i++) c[i] += 0.5;
    acc_update_self_async(c, sizeof c, 3);
    acc_wait(3);
    for (int i = 0; i < N; i++) {
        CHECK(h[i] == 2.0 * i + 1);
        CHECK(c[i] == 2.0 * i + 1.5);
    }
    /* async exits */
    acc_copyout_async(b, sizeof b, 1);
    acc_delete_async(a, sizeof a, 2);
    acc_delete_async(c, sizeof c, 3);
    acc_wait_all();
    CHECK(acc_async_test_all());
    for (int i = 0; i < N; i++) CHECK(b[i] == 2.0 * i + 1);
    CHECK(shared || (!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b) &&
                     !acc_is_present(c, sizeof c)));
    acc_free(scratch);
    CHECK_DONE();
}
