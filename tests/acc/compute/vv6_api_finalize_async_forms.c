/* OpenACC 3.3, 3.2.21-3.2.22 acc_copyout/acc_delete and their _finalize and _async forms
 * with the async-argument forms of 2.16.1 (acc_async_sync, acc_async_noval, a queue), on data
 * whose dynamic reference count is above one (the plain forms decrement it, 2.6.7; the
 * finalize forms set it to zero), and 3.2.26-3.2.27 acc_memcpy_to_device_async /
 * acc_memcpy_device_async on interior device addresses: V&V acc_copyout_finalize_async,
 * acc_delete_finalize_async, acc_memcpy_device_async. */
#include <openacc.h>
#include "check.h"
#define N 256
static int a[N], b[N], c[N];
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; }
    /* three dynamic references to a */
    acc_copyin(a, sizeof a);
    acc_copyin_async(a, sizeof a, acc_async_noval);
    acc_copyin_async(a, sizeof a, 2);
    acc_wait_all();
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += 1000;
    acc_copyout_async(a, sizeof a, acc_async_sync); /* 3 -> 2: no copy */
    CHECK(acc_is_present(a, sizeof a));
    CHECK(!discrete || a[5] == 5);
    acc_delete_async(a, sizeof a, acc_async_noval); /* 2 -> 1 */
    acc_wait(acc_async_noval);
    CHECK(acc_is_present(a, sizeof a));
    acc_copyin(a, sizeof a); /* 1 -> 2 */
    acc_copyout_finalize_async(a, sizeof a, 3); /* -> 0, copied out on queue 3 */
    acc_wait(3);
    CHECK(!discrete || !acc_is_present(a, sizeof a));
    CHECK(a[5] == 1005);
    /* delete_finalize on two references, sync and noval forms */
    acc_create(b, sizeof b);
    acc_create_async(b, sizeof b, acc_async_sync);
    acc_delete_finalize_async(b, sizeof b, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(!discrete || !acc_is_present(b, sizeof b));
    CHECK(b[7] == 14);
    /* finalize inside a data construct: the structured reference stays (2.6.7) */
#pragma acc data copy(c)
    {
        acc_copyin(c, sizeof c);
        acc_copyin(c, sizeof c);
        acc_delete_finalize(c, sizeof c);
        CHECK(acc_is_present(c, sizeof c));
#pragma acc parallel loop present(c)
        for (int i = 0; i < N; i++) c[i] = i + 1;
    }
    CHECK(c[N - 1] == N);
    CHECK(!discrete || !acc_is_present(c, sizeof c));
    /* memcpy on interior device addresses, queued */
    int *da = acc_copyin(a, sizeof a);
    int *db = acc_create(b, sizeof b);
    int seven[16];
    for (int i = 0; i < 16; i++) seven[i] = 7;
    acc_memcpy_to_device_async(da + 100, seven, sizeof seven, 4);
    acc_memcpy_device_async(db + 10, da + 96, 32 * sizeof(int), 4);
    acc_memcpy_from_device_async(c, db + 10, 32 * sizeof(int), 4);
    acc_wait(4);
    for (int i = 0; i < 32; i++) CHECK(c[i] == (i >= 4 && i < 20 ? 7 : 96 + i + 1000));
    acc_delete(a, sizeof a);
    acc_delete(b, sizeof b);
    CHECK_DONE();
}
