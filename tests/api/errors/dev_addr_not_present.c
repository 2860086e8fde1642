/* docs/gpu-target.md (__oxacc_dev_addr): the device address of data a compute construct uses
 * that is not present on the device.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: in compute construct
 * EXPECT: 'a[0:4]'
 * EXPECT: dev_addr_not_present.c:20
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4], b[4];
    acc_copyin(b, sizeof b);
    /* present: fine */
    if (__oxacc_dev_addr(b, sizeof b, "b[0:4]", "dev_addr_not_present.c:19") == NULL) return 2;
    __oxacc_dev_addr(a, sizeof a, "a[0:4]", "dev_addr_not_present.c:20");
    printf("no error was reported\n");
    return 0;
}
