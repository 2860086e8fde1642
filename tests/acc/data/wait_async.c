/* spec 2.16.1 (async clause), 2.16.2 (wait clause), 2.16.3 (wait directive): data
 * movement on activity queues completes by the matching wait. */
#include "acc_test.h"

int main(void) {
    static float a[1 << 16], b[1 << 16];
    int n = 1 << 16, q = 3;
    for (int i = 0; i < n; i++) a[i] = 1.0f, b[i] = 2.0f;
#pragma acc enter data copyin(a[0:n]) async(q)
#pragma acc enter data copyin(b[0:n]) async(4) wait(q)
#pragma acc wait(q, 4)
    CHECK(acc_async_test(q) && acc_async_test(4));
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b));
    if (discrete()) {
        CHECK(dev_at(&a[n - 1]) == 1.0f && dev_at(&b[n - 1]) == 2.0f);
        dev_fill(a, n, 6.0f);
    }
#pragma acc update self(a[0:n]) async
#pragma acc wait
    CHECK(a[n - 1] == (discrete() ? 6.0f : 1.0f));
#pragma acc data present(a) async(5)
    {
        a[1] = 2.0f;
#pragma acc update device(a[1:1]) async(5)
    }
#pragma acc wait(5) async(6)
#pragma acc wait(6) if(q == 3)
    CHECK(acc_async_test_all());
    if (discrete()) CHECK(dev_at(&a[1]) == 2.0f);
#pragma acc exit data delete(a[0:n], b[0:n]) async(1) wait
#pragma acc wait(1)
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
