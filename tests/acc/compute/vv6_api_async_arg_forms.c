/* OpenACC 3.3, 3.2.18-3.2.26 with the async-argument forms of 2.16.1 (acc_async_noval,
 * acc_async_sync, a queue number, acc_async_default) and 3.2.13-3.2.14
 * (acc_get_default_async / acc_set_default_async, then `async` without an argument in a
 * directive and acc_async_noval in a routine): V&V acc_copyin_async, acc_update_device_async,
 * acc_memcpy_from_device_async, acc_set_default_async. */
#include <openacc.h>
#include "check.h"
#define N 512
static int a[N], b[N], c[N];
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
    /* acc_async_sync: the routine completes before it returns (2.16.1) */
    acc_copyin_async(a, sizeof a, acc_async_sync);
    CHECK(acc_is_present(a, sizeof a));
    acc_create_async(b, sizeof b, acc_async_sync);
#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    acc_update_self_async(b, sizeof b, acc_async_sync);
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    /* acc_async_noval: the default queue; acc_wait(acc_async_noval) waits for it */
    for (int i = 0; i < N; i++) a[i] = i + 1;
    acc_update_device_async(a, sizeof a, acc_async_noval);
#pragma acc parallel loop present(a, b) async
    for (int i = 0; i < N; i++) b[i] = a[i] * 3;
    acc_update_self_async(b, sizeof b, acc_async_noval);
    acc_wait(acc_async_noval);
    for (int i = 0; i < N; i++) CHECK(b[i] == 3 * (i + 1));
    CHECK(acc_async_test(acc_async_noval) != 0);
    /* set the default queue to 5: `async` without argument and acc_async_noval now use 5 */
    int def0 = acc_get_default_async();
    acc_set_default_async(5);
    CHECK(acc_get_default_async() == 5);
    for (int i = 0; i < N; i++) a[i] = -i;
    acc_update_device_async(a, sizeof a, acc_async_noval);
#pragma acc parallel loop present(a, b) async
    for (int i = 0; i < N; i++) b[i] = a[i] - 1;
#pragma acc update self(b) async(acc_async_noval)
    acc_wait(5);
    for (int i = 0; i < N; i++) CHECK(b[i] == -i - 1);
    CHECK(acc_async_test(5) != 0);
    /* memcpy from the device copy on the default queue */
    int *db = acc_deviceptr(b);
    CHECK(db != NULL);
    acc_memcpy_from_device_async(c, db, sizeof c, acc_async_noval);
    acc_wait(5);
    for (int i = 0; i < N; i++) CHECK(c[i] == -i - 1);
    /* acc_async_default resets to the initial default queue */
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == def0);
    /* a queue number given explicitly, including 0 */
    for (int i = 0; i < N; i++) c[i] = 7;
    acc_memcpy_to_device_async(db, c, sizeof c, 0);
    acc_copyout_async(b, sizeof b, 0);
    acc_wait(0);
    for (int i = 0; i < N; i++) CHECK(b[i] == 7);
    CHECK(is_host || !acc_is_present(b, sizeof b));
    acc_delete_async(a, sizeof a, acc_async_sync);
    CHECK(is_host || !acc_is_present(a, sizeof a));
    CHECK_DONE();
}
