/* spec 3.2.21: acc_map_data with a null device pointer.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_null_pointer
 * EXPECT: in acc_map_data
 * EXPECT: data_dev
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    acc_map_data(a, NULL, sizeof a);
    printf("no error was reported\n");
    return 0;
}
