/* OpenACC 3.3, 3.2.12 (acc_wait_any, acc_wait_any_device): each call returns the index of a
 * finished queue; entries set to acc_async_sync are skipped; all of them, or count 0, give -1.
 * V&V acc_wait_any. */
#include <openacc.h>
#include "check.h"
#define n 1000
#define Q 6
int main(void) {
    static double a[Q][n];
    int queues[Q], seen[Q] = { 0 };
    for (int q = 0; q < Q; q++) {
        queues[q] = q + 1;
        for (int i = 0; i < n; i++) a[q][i] = i;
    }
#pragma acc enter data copyin(a)
    for (int q = 0; q < Q; q++) {
#pragma acc parallel loop present(a) async(q + 1)
        for (int i = 0; i < n; i++) a[q][i] = a[q][i] * 2 + q;
#pragma acc update self(a[q:1][0:n]) async(q + 1)
    }
    for (int k = 0; k < Q; k++) {
        int idx = k % 2 ? acc_wait_any(Q, queues)
                        : acc_wait_any_device(Q, queues, acc_get_device_num(acc_get_device_type()));
        CHECK(idx >= 0 && idx < Q);
        if (idx < 0 || idx >= Q) break;
        CHECK(!seen[idx]);
        seen[idx] = 1;
        CHECK(acc_async_test(queues[idx]));
        for (int i = 0; i < n; i++) CHECK(a[idx][i] == 2 * i + idx);
        queues[idx] = acc_async_sync;
    }
    CHECK(acc_wait_any(Q, queues) == -1);
    CHECK(acc_wait_any(0, queues) == -1);
#pragma acc exit data delete(a)
    CHECK_DONE();
}
