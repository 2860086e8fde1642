/* OpenACC 3.3, 3.2.10 acc_async_test_all, 3.2.11 acc_wait_async/acc_wait_all_async,
 * 3.2.12 acc_wait_any (returns an index i whose queue tests complete, -1 when every element is
 * acc_async_sync or count is 0), 3.2.9 acc_async_test on a queue that never had work:
 * V&V acc_wait_any, acc_async_test_all, acc_wait_all_async. */
#include <openacc.h>
#include "check.h"
#define N 4096
static float x[N], y[N], z[N];
int main(void) {
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; z[i] = 0; }
    /* a queue that never saw an operation is complete */
    CHECK(acc_async_test(42) != 0);
    CHECK(acc_async_test_all() != 0);
    int none[3] = {acc_async_sync, acc_async_sync, acc_async_sync};
    CHECK(acc_wait_any(3, none) == -1);
    CHECK(acc_wait_any(0, none) == -1);
#pragma acc data copyin(x) create(y, z)
    {
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++) y[i] = x[i] + 1;
#pragma acc parallel loop async(2)
        for (int i = 0; i < N; i++) z[i] = x[i] * 2;
        int qs[4] = {acc_async_sync, 1, acc_async_sync, 2};
        int k = acc_wait_any(4, qs);
        CHECK(k == 1 || k == 3);
        CHECK(acc_async_test(qs[k]) != 0);
        /* wait on the other one too; then every queue tests complete */
        acc_wait(qs[k == 1 ? 3 : 1]);
        CHECK(acc_async_test_all() != 0);
        /* queue 3 waits (without blocking the host) for everything on 1 and 2 */
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++) y[i] += 1;
#pragma acc parallel loop async(2)
        for (int i = 0; i < N; i++) z[i] += 1;
        acc_wait_all_async(3);
#pragma acc parallel loop async(3)
        for (int i = 0; i < N; i++) x[i] = y[i] + z[i];
#pragma acc update self(x) async(3)
        acc_wait(3);
        for (int i = 0; i < N; i++) CHECK(x[i] == (float)(i + 2) + (float)(2 * i + 1));
        /* acc_wait_async on one queue, then two independent chains joined on 4 */
#pragma acc parallel loop async(5)
        for (int i = 0; i < N; i++) y[i] = 1;
        acc_wait_async(5, 4);
#pragma acc parallel loop async(4)
        for (int i = 0; i < N; i++) y[i] += 2;
#pragma acc update self(y) async(4)
        acc_wait_all();
        for (int i = 0; i < N; i++) CHECK(y[i] == 3);
        CHECK(acc_async_test_all() != 0);
        int done[2] = {4, 5};
        CHECK(acc_wait_any(2, done) >= 0);
    }
    /* the _device forms on the current device, and acc_async_noval in acc_wait_any's array
     * (the default queue, after acc_set_default_async) */
    int dn = acc_get_device_num(acc_get_device_type());
    acc_wait_all_device_async(3, dn);
    acc_wait_device(3, dn);
    CHECK(acc_async_test_all_device(dn) != 0);
    acc_set_default_async(9);
    int q2[3] = {acc_async_sync, acc_async_noval, acc_async_sync};
    CHECK(acc_wait_any(3, q2) == 1);
    CHECK(acc_wait_any_device(3, q2, dn) == 1);
    acc_set_default_async(acc_async_default);
    CHECK_DONE();
}
