/* spec 3.2.26: acc_memcpy_to_device of 72 bytes into the device copy of a 64-byte mapping. On
 * nvidia small mappings share pooled blocks of 256 bytes, and until 2026-11-29 such a copy went
 * into the block's slack silently (the driver's allocation holds it); the mapping's own size is
 * the limit now, on every device type.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_memcpy_to_device: acc_error_invalid_argument: data_dev_dest
 * EXPECT: (72 bytes) passes the end of its block of device memory
 * EXPECT: (64 bytes)
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static double x[8];
    static char src[72];
    acc_copyin(x, sizeof x);
    acc_memcpy_to_device(acc_deviceptr(x), src, 64); /* fits */
    acc_memcpy_to_device(acc_deviceptr(x), src, sizeof src);
    printf("no error was reported\n");
    return 0;
}
