/* spec 3.2.17 / 3.2.21 / 3.2.22: acc_free of device memory that acc_map_data still maps to
 * host memory (acc_unmap_data not called yet). It used to be accepted silently, leaving the
 * mapping on freed device memory; now an error naming acc_free and the mapped host range.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_argument
 * EXPECT: in acc_free
 * EXPECT: (400 bytes): is still mapped by acc_map_data to device address 0x
 * EXPECT: call acc_unmap_data before acc_free
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>

float a[100];

int main(void) {
    void *d = acc_malloc(sizeof a);
    acc_map_data(a, d, sizeof a);
    acc_free(d);
    printf("no error was reported\n");
    acc_unmap_data(a);
    return 0;
}
