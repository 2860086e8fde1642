/* spec 3.2.21: acc_map_data of more bytes than the device block data_dev lies in (8 bytes from
 * acc_malloc, 4096 mapped). Nothing was checked: the next acc_update_device wrote 4096 bytes
 * into the 8-byte block, and emul died of SIGSEGV with no message (nvidia wrote into a
 * neighbour's memory). The call itself is an error now, naming both ranges and the block.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_map_data: acc_error_invalid_argument: data_dev
 * EXPECT: (4096 bytes), for host
 * EXPECT: passes the end of its block of device memory
 * EXPECT: (8 bytes)
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[1024];
    float *d = acc_malloc(64);
    acc_map_data(a, d, 64); /* fits: the whole block */
    acc_unmap_data(a);
    acc_map_data(a + 4, d + 4, 48); /* fits: inside the block */
    acc_unmap_data(a + 4);
    acc_map_data(a, acc_malloc(8), sizeof a);
    acc_update_device(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
