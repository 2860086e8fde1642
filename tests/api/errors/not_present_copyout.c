/* spec 3.2.19: acc_copyout of data that is not present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: in acc_copyout
 * EXPECT: (64 bytes)
 * EXPECT: is not present
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char a[64];
    acc_copyout(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
