/* spec 3.2.6: device properties; unknown devices or properties give 0 / NULL. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_device_t t = acc_get_device_type();
    const char *name = acc_get_property_string(0, t, acc_property_name);
    const char *vendor = acc_get_property_string(0, acc_device_current, acc_property_vendor);
    CHECK(name != NULL && strlen(name) > 0);
    CHECK(vendor != NULL && strlen(vendor) > 0);
    CHECK(acc_get_property_string(0, t, acc_property_driver) != NULL);
    CHECK(acc_get_property(0, acc_device_host, acc_property_shared_memory_support) != 0);
    if (t != acc_device_host) {
        CHECK(acc_get_property(0, t, acc_property_shared_memory_support) == 0);
        CHECK(acc_get_property(0, t, acc_property_memory) > 0);
        CHECK(acc_get_property(0, t, acc_property_free_memory) <= acc_get_property(0, t, acc_property_memory));
    }
    CHECK(acc_get_property(99, t, acc_property_memory) == 0);
    CHECK(acc_get_property_string(99, t, acc_property_name) == NULL);
    CHECK(acc_get_property(0, t, (acc_device_property_t)12345) == 0);
    CHECK(acc_get_property_string(0, t, acc_property_memory) == NULL);
TEST_MAIN_END
