/* spec 3.2.6 on the host device (its memory is the host's): acc_property_memory is the
   machine's physical memory, acc_property_free_memory what is available, never 0. */
#include "check.h"
#include <unistd.h>

TEST_MAIN_BEGIN
    size_t total = acc_get_property(0, acc_device_host, acc_property_memory);
    size_t avail = acc_get_property(0, acc_device_host, acc_property_free_memory);
    /* The same number as glibc's sysconf (both come from the kernel's total RAM). */
    size_t phys = (size_t)sysconf(_SC_PHYS_PAGES) * (size_t)sysconf(_SC_PAGESIZE);
    CHECK(total > 0);
    CHECK(total == phys);
    CHECK(avail > 0);
    CHECK(avail <= total);
    if (acc_get_device_type() == acc_device_host) {
        CHECK(acc_get_property(0, acc_device_current, acc_property_memory) == total);
        CHECK(acc_get_property(0, acc_device_current, acc_property_free_memory) > 0);
    }
TEST_MAIN_END
