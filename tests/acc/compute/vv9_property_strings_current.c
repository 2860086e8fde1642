/* OpenACC 3.3, 3.2.6 acc_get_property and acc_get_property_string for the current device
 * type and number: the numeric properties (memory, free_memory, shared_memory_support) are
 * non-negative and the free memory at most the memory; the string properties (name, vendor,
 * driver) are non-null, non-empty strings; acc_device_current ignores dev_num; an invalid
 * device number gives 0 and NULL; a string property asked through
 * acc_get_property returns 0 and a numeric one asked through acc_get_property_string
 * returns NULL (V&V acc_get_property.c, acc_get_property_string.c). */
#include <string.h>
#include <openacc.h>
#include "check.h"
int main(void) {
    acc_device_t t = acc_get_device_type();
    int d = acc_get_device_num(t);
    CHECK(d >= 0);
    size_t mem = acc_get_property(d, t, acc_property_memory);
    size_t fr = acc_get_property(d, t, acc_property_free_memory);
    size_t shm = acc_get_property(d, t, acc_property_shared_memory_support);
    CHECK(fr <= mem || mem == 0);
    CHECK(t != acc_device_host || shm != 0); /* the host shares memory with itself */
    const char *name = acc_get_property_string(d, t, acc_property_name);
    const char *vendor = acc_get_property_string(d, t, acc_property_vendor);
    const char *driver = acc_get_property_string(d, t, acc_property_driver);
    CHECK(name != NULL && strlen(name) > 0);
    CHECK(vendor != NULL && strlen(vendor) > 0);
    CHECK(driver != NULL && strlen(driver) > 0);
    CHECK(acc_get_property(d, t, acc_property_name) == 0);
    CHECK(acc_get_property_string(d, t, acc_property_memory) == NULL);
    /* acc_device_current: dev_num ignored, the current device's value */
    CHECK(acc_get_property(d + 1000, acc_device_current, acc_property_memory) == mem);
    const char *cn = acc_get_property_string(-3, acc_device_current, acc_property_name);
    CHECK(cn != NULL && name != NULL && strcmp(cn, name) == 0);
    /* an invalid device number: 0 and NULL */
    CHECK(acc_get_property(acc_get_num_devices(t) + 5, t, acc_property_memory) == 0);
    CHECK(acc_get_property_string(acc_get_num_devices(t) + 5, t, acc_property_vendor) == NULL);
    printf("%s / %s / %s: %zu bytes\n", name ? name : "-", vendor ? vendor : "-",
           driver ? driver : "-", mem);
    CHECK_DONE();
}
