/* OpenACC 3.3, chapter 3 async routines (3.2.19-3.2.30, 3.2.11-3.2.13): acc_copyin_async,
 * acc_create_async, acc_memcpy_to_device_async, acc_update_device_async, a compute construct
 * on the same queue, acc_update_self_async, acc_copyout_async and acc_delete_async, all on one
 * queue so that queue order alone orders them; then acc_wait_async joining queue 2 to queue 1
 * and acc_wait_all; acc_async_test before/after (V&V acc_*_async.c). */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void) {
    static float a[N], b[N], c[N], src[N];
    for (int i = 0; i < N; i++) a[i] = i, b[i] = 0, c[i] = 7, src[i] = 2 * i;
    acc_copyin_async(a, sizeof a, 1);
    acc_create_async(b, sizeof b, 1);
    acc_create_async(c, sizeof c, 1);
    acc_wait(1);
    acc_memcpy_to_device_async(acc_deviceptr(b), src, sizeof src, 1);
    for (int i = 0; i < N; i++) c[i] = 1;
    acc_update_device_async(c, sizeof c, 1);
#pragma acc parallel loop present(a, b, c) async(1)
    for (int i = 0; i < N; i++) b[i] = b[i] + a[i] + c[i];
    acc_update_self_async(b, sizeof b / 2, 1);
    acc_wait(1);
    CHECK(acc_async_test(1) != 0);
    int shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support) != 0;
    for (int i = 0; i < N / 2; i++) CHECK(b[i] == 3.0f * i + 1);
    for (int i = N / 2; i < N; i++) CHECK(b[i] == (shared ? 3.0f * i + 1 : 0.0f));
    /* queue 2 waits for queue 1's kernel through acc_wait_async */
#pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] = -a[i];
    acc_wait_async(1, 2);
    acc_copyout_async(a, sizeof a, 2);
    acc_copyout_async(b, sizeof b, 2);
    acc_delete_async(c, sizeof c, 2);
    acc_wait_all();
    CHECK(acc_async_test_all() != 0);
    for (int i = 0; i < N; i++) CHECK(a[i] == -(float)i && b[i] == 3.0f * i + 1);
    CHECK(!acc_is_present(a, sizeof a) || shared);
    CHECK(!acc_is_present(c, sizeof c) || shared);
    CHECK_DONE();
}
