/* spec 3.2.26: acc_memcpy_to_device into a device range longer than the device block there
 * (the copy of a 64-byte mapping given 1 MiB). emul's copies are host memcpys: it died of
 * SIGSEGV on the block's guard page with no message (within the 256-byte rounding it wrote
 * on silently). The range is checked against the block now.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_memcpy_to_device: acc_error_invalid_argument: data_dev_dest
 * EXPECT: (1048576 bytes) passes the end of its block of device memory
 * EXPECT: (64 bytes)
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static double x[8];
    static char big[1 << 20];
    acc_copyin(x, sizeof x);
    acc_memcpy_to_device(acc_deviceptr(x), big, 64); /* fits */
    acc_memcpy_to_device(acc_deviceptr(x), big, sizeof big);
    printf("no error was reported\n");
    return 0;
}
