/* spec 3.2.20: acc_update_device of a section that is partly present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_partly_present
 * EXPECT: in acc_update_device
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[100];
    acc_copyin(a + 10, 10 * sizeof(float));
    acc_update_device(a, 20 * sizeof(float));
    printf("no error was reported\n");
    return 0;
}
