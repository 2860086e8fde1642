/* spec 3.2.14: acc_set_default_async with an invalid value.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_async
 * EXPECT: in acc_set_default_async
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    acc_set_default_async(-9);
    printf("no error was reported\n");
    return 0;
}
