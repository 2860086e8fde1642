/* spec 3.2.18: acc_copyin of a null pointer with a non-zero length, on the host device (shared
 * memory changes what the routine does, not its errors: it returned NULL silently).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_null_pointer
 * EXPECT: in acc_copyin
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    acc_copyin(NULL, 16);
    printf("no error was reported\n");
    return 0;
}
