/* spec 3.2.18 / 2.7.1: acc_copyin of a section that passes the end of the address space
 * (bytes of a length x element size that overflowed). Every device type: the host device
 * took no action and reported nothing, emul said "cannot allocate" with an inverted range.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_data_section
 * EXPECT: in acc_copyin
 * EXPECT: passes the end of the address space
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static double a[16];
    acc_copyin(a, SIZE_MAX / 4 * sizeof(double)); /* wrapped: 2^64 - 8 bytes */
    printf("no error was reported\n");
    return 0;
}
