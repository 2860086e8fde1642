/* chapter 4.1, spec 3.2.3: ACC_DEVICE_TYPE naming no device type.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_type_unavailable
 * EXPECT: ACC_DEVICE_TYPE=bogus
 * EXPECT: (expected host, multicore, nvidia or emul)
 * DEVICE: bogus
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    acc_copyin(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
