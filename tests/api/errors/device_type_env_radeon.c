/* chapter 4.1 and A.1.2: ACC_DEVICE_TYPE=radeon, a device type oxacc knows (acc_device_radeon)
 * but has no device of: the message says so (it said the value named no device type).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_type_unavailable
 * EXPECT: ACC_DEVICE_TYPE=radeon: no device of type acc_device_radeon is available
 * DEVICE: radeon
 */
#include <openacc.h>
#include <stdio.h>

int main(void) {
    static float a[4];
    acc_copyin(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
