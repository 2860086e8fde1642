/* issue item 7: __oxacc_device_kind names the current device type, so generated code picks the
 * CUDA path only on acc_device_nvidia; it follows acc_set_device_type. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    CHECK(__oxacc_device_kind() == (int)acc_get_device_type());
    acc_set_device_type(acc_device_host);
    CHECK(__oxacc_device_kind() == acc_device_host);
TEST_MAIN_END
