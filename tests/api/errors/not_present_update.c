/* spec 3.2.20: acc_update_self of data that is not present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: in acc_update_self
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char a[64];
    acc_update_self(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
