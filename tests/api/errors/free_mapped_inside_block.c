/* spec 3.2.16, 3.2.21: acc_free of an acc_malloc block that still holds an acc_map_data
 * mapping at an offset inside it (`acc_map_data(a, d + 16, ...)`, then `acc_free(d)`). Only a
 * mapping starting at the freed address was found: the free went through, the next
 * acc_malloc got the same memory, and acc_update_device(a) silently overwrote its data. It
 * is an error now, as for a mapping at the block's start (free_mapped.c).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_free: acc_error_invalid_argument: host
 * EXPECT: is still mapped by acc_map_data to device address
 * EXPECT: inside the block at
 * EXPECT: call acc_unmap_data before acc_free
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[16], b[16];
    float *d = acc_malloc(64 * sizeof(float));
    acc_map_data(b, d + 48, sizeof b);
    acc_unmap_data(b);
    acc_free(d); /* fine: nothing mapped in it any more */
    d = acc_malloc(64 * sizeof(float));
    acc_map_data(a, d + 16, sizeof a);
    acc_free(d);
    printf("no error was reported\n");
    return 0;
}
