/* OpenACC 3.3, 3.2.6 acc_get_property / acc_get_property_string with acc_device_current
 * (dev_num ignored: any value, negative or past the count, gives the current device's
 * properties), the same values as the current type and number give; 0 / a null pointer for an
 * invalid device number, an unavailable type, acc_device_none, and a property of the other
 * routine's kind (V&V acc_get_property.c, acc_get_property_string.c). */
#include <openacc.h>
#include <string.h>
#include "check.h"
int main(void) {
    acc_device_t t = acc_get_device_type();
    int n = acc_get_device_num(t), nd = acc_get_num_devices(t);
    const acc_device_property_t strs[3] = {acc_property_name, acc_property_vendor, acc_property_driver};
    for (int k = 0; k < 3; k++) {
        const char *a = acc_get_property_string(99, acc_device_current, strs[k]);
        const char *b = acc_get_property_string(-3, acc_device_current, strs[k]);
        const char *c = acc_get_property_string(n, t, strs[k]);
        CHECK(a && b && c && strlen(a) > 0 && !strcmp(a, b) && !strcmp(a, c));
        CHECK(acc_get_property(n, t, strs[k]) == 0);
        CHECK(acc_get_property_string(nd, t, strs[k]) == NULL);
        CHECK(acc_get_property_string(0, acc_device_none, strs[k]) == NULL);
    }
    size_t mem = acc_get_property(12345, acc_device_current, acc_property_memory);
    CHECK(mem > 0 && mem == acc_get_property(n, t, acc_property_memory));
    size_t fr = acc_get_property(n, acc_device_current, acc_property_free_memory);
    CHECK(fr > 0 && fr <= mem);
    size_t shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
    CHECK((shared != 0) == (t == acc_device_host));
    CHECK(acc_get_property_string(n, t, acc_property_memory) == NULL);
    CHECK(acc_get_property(nd, t, acc_property_memory) == 0);
    CHECK(acc_get_property(-1, t, acc_property_memory) == 0);
    CHECK(acc_get_property(0, acc_device_none, acc_property_memory) == 0);
    /* an unknown property value */
    CHECK(acc_get_property(n, t, (acc_device_property_t)777) == 0);
    CHECK(acc_get_property_string(n, t, (acc_device_property_t)777) == NULL);
    CHECK_DONE();
}
