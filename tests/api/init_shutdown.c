/* spec 3.2.7, 3.2.8: acc_init / acc_init_device start a device; acc_shutdown ends the data
 * lifetimes on it; the device can be used again afterwards. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_device_t t = acc_get_device_type();
    acc_init(t);
    acc_init_device(0, t);
    float a[16];
    fill(a, 16, 3.0f);
    acc_copyin(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    if (t != acc_device_host) {
        acc_shutdown(t);
        CHECK(!acc_is_present(a, sizeof a));
        acc_init(t);
    }
    acc_copyin(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    acc_shutdown_device(0, t);
    acc_init_device(0, t);
TEST_MAIN_END
