/* OpenACC 3.3, 2.6.7 (reference counters): "the reference counters are modified
 * synchronously with the local thread, even if the data directives include an async
 * clause": after enter data ... async the data is present at once (acc_is_present, a
 * present clause on the same queue), and after exit data ... async it is absent at once,
 * while the transfers finish on the queue; the same for acc_copyin_async / acc_delete_async
 * and for finalize with async (V&V enter_data_async_present, exit_data_async). */
#include <openacc.h>
#include "check.h"
#define N 3000
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static float a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 1;
    }
#pragma acc enter data copyin(a) async(1)
    CHECK(acc_is_present(a, sizeof a)); /* before any wait */
#pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma acc exit data copyout(a) async(1)
    CHECK(shared || !acc_is_present(a, sizeof a)); /* before the copy has finished */
    acc_wait(1);
    for (int i = 0; i < N; i++) CHECK(a[i] == 2.0f * i + 1);
    /* counts: two async copyins, one finalize async delete */
    acc_copyin_async(b, sizeof b, 2);
    acc_copyin_async(b, sizeof b, 3);
    CHECK(acc_is_present(b, sizeof b));
#pragma acc parallel loop present(b) async(2)
    for (int i = 0; i < N; i++) b[i] += 1;
    acc_wait_async(2, 3);
#pragma acc update self(b) async(3)
#pragma acc exit data delete(b) finalize async(3)
    CHECK(shared || !acc_is_present(b, sizeof b));
#pragma acc wait(3)
    for (int i = 0; i < N; i++) CHECK(b[i] == 2);
    /* present again right after an async delete, on another queue */
    acc_delete_async(a, 0, 4); /* bytes 0, absent: no action */
#pragma acc enter data copyin(a) async(4)
    CHECK(acc_is_present(a, sizeof a));
#pragma acc exit data delete(a) async(4)
    CHECK(shared || !acc_is_present(a, sizeof a));
    acc_wait_all();
    CHECK(acc_async_test_all());
    CHECK_DONE();
}
