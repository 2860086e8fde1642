/* spec 3.2.18: acc_copyin_async with an invalid async-argument.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_async
 * EXPECT: in acc_copyin_async
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    acc_copyin_async(a, sizeof a, -42);
    printf("no error was reported\n");
    return 0;
}
