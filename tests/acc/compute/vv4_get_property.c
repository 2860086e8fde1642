/* OpenACC 3.3, 3.2.6 (acc_get_property, acc_get_property_string): every property of the
 * current device type and of the host; V&V acc_get_property, acc_get_property_string. */
#include <openacc.h>
#include <string.h>
#include "check.h"
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev = acc_get_device_num(t);
    const char *name = acc_get_property_string(dev, t, acc_property_name);
    const char *vendor = acc_get_property_string(dev, t, acc_property_vendor);
    const char *driver = acc_get_property_string(dev, t, acc_property_driver);
    CHECK(name != NULL && strlen(name) > 0);
    CHECK(vendor != NULL && strlen(vendor) > 0);
    CHECK(driver != NULL);
    size_t mem = acc_get_property(dev, t, acc_property_memory);
    size_t fre = acc_get_property(dev, t, acc_property_free_memory);
    size_t shared = acc_get_property(dev, t, acc_property_shared_memory_support);
    CHECK(fre <= mem || mem == 0);
    CHECK(shared == 0 || shared == 1);
    if (t == acc_device_host) CHECK(shared == 1);
    /* string properties through acc_get_property are 0, numeric ones through _string NULL */
    CHECK(acc_get_property(dev, t, acc_property_name) == 0);
    CHECK(acc_get_property_string(dev, t, acc_property_memory) == NULL);
    CHECK(acc_get_property_string(0, acc_device_host, acc_property_name) != NULL);
    CHECK(acc_get_property(0, acc_device_host, acc_property_shared_memory_support) == 1);
    CHECK(acc_get_property_string(0, acc_device_current, acc_property_vendor) != NULL);
    CHECK(acc_get_property(0, acc_device_current, acc_property_memory) == mem || dev != 0);
    CHECK_DONE();
}
