/* spec 2.4 (device_type): async and wait clauses that follow a device_type clause apply only
 * on the device types it names; a default clause (before any device_type) applies where no
 * like-named device-specific clause does. -7 is no async-argument (2.16.1): were such a clause
 * applied, the runtime would stop with acc_error_invalid_async, so each directive below runs
 * only when the clauses are chosen as 2.4 says. */
#include "acc_test.h"

static int evaluated;
static int bad(void) {
    evaluated++;
    return -7;
}

int main(void) {
    static float a[1 << 12];
    int n = 1 << 12;
    acc_device_t t = acc_get_device_type();
    for (int i = 0; i < n; i++) a[i] = 1.0f;
    /* A device type oxacc does not have: never applies. */
#pragma acc enter data copyin(a[0:n])
#pragma acc update device(a[0:n]) device_type(radeon) async(-7) wait(-7)
    CHECK(acc_is_present(a, sizeof a));
    /* The default async is overridden on every device type oxacc runs on. */
#pragma acc update device(a[0:n]) async(bad()) device_type(host, multicore) async(1) device_type(nvidia) async(2) device_type(emul) async(3)
#pragma acc wait
    CHECK(evaluated == 0);
    /* device_type(*) covers every device type not named elsewhere. */
#pragma acc update device(a[0:n]) async(-7) device_type(*) async(1) wait(1)
#pragma acc wait(1)
    /* Only the argument of the chosen clause is evaluated. */
    evaluated = 0;
#pragma acc update device(a[0:1]) device_type(radeon) async(bad()) device_type(*) async(4)
#pragma acc wait(4)
    CHECK(evaluated == 0);
    /* device_type(nvidia) async(3): synchronous except on nvidia. On host and emul the update
     * has completed when the directive returns: no wait needed. */
    if (discrete()) dev_fill(a, n, 8.0f);
#pragma acc update self(a[0:n]) device_type(nvidia) async(3)
    if (t != acc_device_nvidia) {
        CHECK(a[n - 1] == (discrete() ? 8.0f : 1.0f));
        CHECK(acc_async_test(3));
    }
#pragma acc wait(3)
    CHECK(a[n - 1] == (discrete() ? 8.0f : 1.0f));
    /* A device-specific wait applies only on its device type. */
#pragma acc data present(a[0:n]) device_type(radeon) wait(devnum: 7: -7) device_type(host, multicore, emul, nvidia) wait(1)
    {
        CHECK(acc_is_present(a, sizeof a));
    }
#pragma acc data present(a[0:n]) device_type(radeon) async(-7) device_type(*) wait
    {
        CHECK(acc_is_present(a, sizeof a));
    }
#pragma acc exit data delete(a[0:n])
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
