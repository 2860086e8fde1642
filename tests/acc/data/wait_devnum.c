/* spec 2.16 (wait-argument `devnum: n: queues: ...`), 2.16.2 (wait clause), 2.16.3 (wait
 * directive): waiting on queues of device number n of the current device type. Device 0
 * exists for every device type, so the program runs on host, emul and a GPU alike. */
#include "acc_test.h"

int main(void) {
    static float a[1 << 16], b[1 << 16], c[1 << 16];
    int n = 1 << 16, q = 1, dev = 0;
    for (int i = 0; i < n; i++) a[i] = 1.0f, b[i] = 2.0f, c[i] = 3.0f;
    /* The wait directive: queue 1 of device 0, synchronously (acc_wait_device). */
#pragma acc enter data copyin(a[0:n]) async(q)
#pragma acc wait(devnum: dev: queues: q)
    CHECK(acc_async_test_device(q, dev));
    CHECK(acc_is_present(a, sizeof a));
    if (discrete()) CHECK(dev_at(&a[n - 1]) == 1.0f);
    /* Without the queues modifier, several queues. */
#pragma acc enter data copyin(b[0:n]) async(2)
#pragma acc enter data copyin(c[0:n]) async(3)
#pragma acc wait(devnum: 0: 2, 3)
    CHECK(acc_async_test(2) && acc_async_test(3));
    if (discrete()) CHECK(dev_at(&b[n - 1]) == 2.0f && dev_at(&c[n - 1]) == 3.0f);
    /* With async: queue 4 waits for queue 1 of device 0 (acc_wait_device_async). */
    if (discrete()) dev_fill(a, n, 5.0f);
#pragma acc update self(a[0:n]) async(q)
#pragma acc wait(devnum: dev: queues: q) async(4)
#pragma acc wait(4)
    CHECK(acc_async_test_all());
    CHECK(a[n - 1] == (discrete() ? 5.0f : 1.0f));
    /* The wait clause on update, enter data, exit data and a data construct. */
    if (discrete()) dev_fill(b, n, 6.0f);
#pragma acc update self(b[0:n]) async(2)
#pragma acc update self(c[0:n]) wait(devnum: dev: queues: 2)
    CHECK(b[n - 1] == (discrete() ? 6.0f : 2.0f));
    if (discrete()) dev_fill(c, n, 7.0f);
#pragma acc update self(c[0:n]) async(3)
#pragma acc update self(a[0:1]) async(5) wait(devnum: 0: queues: 3)
#pragma acc wait(5)
    CHECK(c[n - 1] == (discrete() ? 7.0f : 3.0f));
    /* The wait clause with an `if` that is false: the clause's arguments are evaluated, no
     * update happens. */
    c[0] = 9.0f;
#pragma acc update device(c[0:1]) wait(devnum: dev: q) if(dev != 0)
    if (discrete()) CHECK(dev_at(c) == 7.0f);
    /* A compute construct (its data actions go through the same wait code); compute regions
     * run on the host device type only. */
    if (acc_get_device_type() == acc_device_host) {
#pragma acc update device(a[0:n]) async(q)
#pragma acc parallel loop present(a[0:n]) wait(devnum: dev: queues: q) async(2)
        for (int i = 0; i < n; i++) a[i] = 4.0f;
#pragma acc wait(devnum: dev: 2)
        CHECK(a[0] == 4.0f && a[n - 1] == 4.0f);
    }
    /* enter/exit data and a data construct. */
#pragma acc exit data delete(c[0:n]) async(3)
#pragma acc enter data create(c[0:n]) wait(devnum: dev: queues: 3, q)
    CHECK(acc_async_test(3));
#pragma acc data present(a[0:n], b[0:n]) wait(devnum: dev: 2)
    {
        CHECK(acc_is_present(b, sizeof b));
    }
#pragma acc exit data delete(a[0:n], c[0:n]) async(1)
#pragma acc exit data delete(b[0:n]) wait(devnum: 0: queues: 1) async(2)
#pragma acc wait(devnum: 0: 2)
    CHECK(acc_async_test_all());
    if (discrete()) CHECK(!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b) && !acc_is_present(c, sizeof c));
    return 0;
}
