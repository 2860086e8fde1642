/* spec 3.2.21: acc_map_data with zero bytes.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_argument
 * EXPECT: in acc_map_data
 * EXPECT: bytes is zero
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    void *d = acc_malloc(16);
    acc_map_data(a, d, 0);
    printf("no error was reported\n");
    return 0;
}
