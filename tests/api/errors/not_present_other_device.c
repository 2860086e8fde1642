/* spec 3.2.20, 2.3: each device has its own present table; data copied to emulated device 0 is
 * not present on device 1, and the error says which device was asked.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: in acc_update_device
 * EXPECT: is not present on the device (device 1 of type acc_device_emul)
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 1); /* before the runtime's first use */
    static float a[64];
    acc_set_device_num(0, acc_device_oxacc_emul);
    acc_copyin(a, sizeof a);
    acc_set_device_num(1, acc_device_oxacc_emul);
    acc_update_device(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
