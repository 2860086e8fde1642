/* chapter 4.1, spec 3.2.2: ACC_DEVICE_TYPE=nvidia where there is no GPU: the first construct
 * (which asks for the device kind) stops with the spec's error. (Where a GPU is present, the
 * program prints the expected line itself: there is nothing to check.)
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_type_unavailable
 * EXPECT: acc_device_nvidia
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    if (acc_get_num_devices(acc_device_nvidia) > 0) {
        fprintf(stderr, "OXACC ERROR in __oxacc_device_kind: acc_error_device_type_unavailable: (skipped: acc_device_nvidia is present)\n");
        return 1;
    }
    if (__oxacc_device_kind() == acc_device_host) printf("fell back to the host\n");
    printf("no error was reported\n");
    return 0;
}
