/* spec 3.2.10, 2.16.1: acc_wait with a value that is no async-argument (on every device).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_async
 * EXPECT: in acc_wait
 * EXPECT: -7
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    acc_wait(-7);
    printf("no error was reported\n");
    return 0;
}
