/* spec 3.2.27: acc_memcpy_from_device given a host address as its device source. emul
 * copied from the host memory silently (a GPU faults or the driver names no argument); it is
 * an error naming the argument on both (nvidia: the driver's pointer attributes).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_memcpy_from_device: acc_error_invalid_argument: data_dev_src
 * EXPECT: (8 bytes) is not in device memory
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static double x[8], y[8];
    void *d = acc_malloc(sizeof x);
    acc_memcpy_to_device(d, x, sizeof x);
    acc_memcpy_from_device(y, d, sizeof y); /* fine */
    acc_memcpy_from_device(y, x, 8);
    printf("no error was reported\n");
    return 0;
}
