/* spec 3.2.22: acc_unmap_data of an address acc_map_data did not map. The message shows the
 * one address given ("host address 0x..."), not an empty range "[X, X) (0 bytes)".
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_argument
 * EXPECT: in acc_unmap_data
 * EXPECT: host address 0x
 * EXPECT: was not mapped by acc_map_data
 * DEVICE: emul
 */
#include <openacc.h>
#include <stdio.h>

int main(void) {
    static float a[4];
    acc_unmap_data(a);
    printf("no error was reported\n");
    return 0;
}
