/* spec 3.2.2 and A.1.2: acc_set_device_type(acc_device_radeon), a type with no device.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_type_unavailable
 * EXPECT: in acc_set_device_type
 * EXPECT: acc_device_radeon
 */
#include <openacc.h>
#include <stdio.h>

int main(void) {
    acc_set_device_type(acc_device_radeon);
    printf("no error was reported\n");
    return 0;
}
