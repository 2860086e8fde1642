/* spec 3.2.4: acc_set_device_num with a device number that does not exist.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_unavailable
 * EXPECT: in acc_set_device_num
 * EXPECT: device number 5
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    acc_set_device_num(5, acc_device_host);
    printf("no error was reported\n");
    return 0;
}
