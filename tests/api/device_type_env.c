/* spec 3.2.3, 4.1: acc_get_device_type reflects ACC_DEVICE_TYPE (case-insensitive; "multicore" is
 * an alias of host) and never returns acc_device_default. */
#include "check.h"

TEST_MAIN_BEGIN
    const char *e = getenv("ACC_DEVICE_TYPE");
    acc_device_t t = acc_get_device_type();
    CHECK(t != acc_device_default && t != acc_device_none);
    if (e && (strcmp(e, "host") == 0 || strcmp(e, "HOST") == 0 || strcmp(e, "multicore") == 0)) CHECK(t == acc_device_host);
    if (e && (strcmp(e, "nvidia") == 0 || strcmp(e, "NVIDIA") == 0)) CHECK(t == acc_device_nvidia);
    if (e && strcmp(e, "emul") == 0) CHECK(t == acc_device_oxacc_emul);
TEST_MAIN_END
