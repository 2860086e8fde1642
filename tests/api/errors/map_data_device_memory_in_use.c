/* spec 3.2.21: "If any of the data referred to by data_dev is already mapped to any host
 * memory address, the behavior is undefined." acc_map_data of a second host array onto the
 * device memory of a first one was accepted: the two arrays then shared one device copy, and
 * a kernel writing b (`b[i] = a[i] + 1`) silently overwrote a's device data.
 * It is an error now, naming both host ranges and the device copy already in use.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_map_data: acc_error_invalid_argument: data_dev
 * EXPECT: overlaps the device copy
 * EXPECT: (64 bytes), mapped by acc_map_data; one device memory cannot hold two host ranges
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[16], b[16], c[8];
    float *d = acc_malloc(2 * sizeof a);
    acc_map_data(a, d, sizeof a);
    acc_map_data(c, d + 16, sizeof c); /* fits: the block's unmapped half */
    acc_map_data(b, d + 12, 16);       /* overlaps the end of a's device copy only */
    printf("no error was reported\n");
    return 0;
}
