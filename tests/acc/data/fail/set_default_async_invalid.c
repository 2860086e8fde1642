// expect-runtime-error: -7 is not a valid async-argument
/* spec 2.14.3, 2.16.1: `set default_async(n)` with n not acc_async_sync, acc_async_noval or
 * >= 0 is acc_error_invalid_async; the message names the set directive's file and line (it
 * named only acc_set_default_async). */
#include <stdio.h>

int main(void) {
    int q = -7;
#pragma acc set default_async(q)
    printf("reached the end\n");
    return 0;
}
