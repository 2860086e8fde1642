/* spec 3.2.20 (and 3.2.19's acc_copyout/acc_delete, which share the check): acc_update_self
 * of a null pointer with a non-zero length is an error on the host device too (it returned
 * silently there; shared memory changes what the routine does, not its errors).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_null_pointer
 * EXPECT: in acc_update_self
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    double x = 1;
    acc_update_self(&x, 0); /* a zero length is no error, null or not */
    acc_update_self(NULL, 0);
    acc_copyout(NULL, 0);
    acc_update_self(NULL, 8);
    printf("no error was reported\n");
    return 0;
}
