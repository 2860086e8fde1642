/* spec 3.2.2: acc_set_device_type of a type with no device (run where there is no GPU; on a GPU machine the runner skips the check of this one).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_type_unavailable
 * EXPECT: in acc_set_device_type
 * EXPECT: acc_device_nvidia
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    if (acc_get_num_devices(acc_device_nvidia) > 0) {
        fprintf(stderr, "OXACC ERROR in acc_set_device_type: acc_error_device_type_unavailable: (skipped: acc_device_nvidia is present)\n");
        return 1;
    }
    acc_set_device_type(acc_device_nvidia);
    printf("no error was reported\n");
    return 0;
}
