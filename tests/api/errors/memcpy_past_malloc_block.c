/* spec 3.2.26: acc_memcpy_to_device into an acc_malloc block with more bytes than the block
 * holds. On nvidia the driver copied past the block's end (into whatever lay after it) or
 * failed naming no argument; emul died of SIGSEGV on its guard page. Both check the range
 * against the block now (nvidia: the driver's allocation range of the address).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in acc_memcpy_to_device: acc_error_invalid_argument: data_dev_dest
 * EXPECT: (8192 bytes) passes the end of its block of device memory
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char big[8192];
    char *d = acc_malloc(4096);
    acc_memcpy_to_device(d, big, 4096);        /* fits */
    acc_memcpy_to_device(d + 1024, big, 3072); /* fits, from inside the block */
    acc_memcpy_to_device(d, big, sizeof big);
    printf("no error was reported\n");
    return 0;
}
