// expect-runtime-error: is not a valid async-argument
/* spec 2.16.1: an async argument that is not acc_async_sync, acc_async_noval or >= 0 is a
 * runtime error (acc_error_invalid_async); the message names the construct's file and line
 * (it named none). */
#include <stdio.h>

int main(void) {
    int a[4] = {0};
    int q = -7;
#pragma acc parallel loop copy(a) async(q)
    for (int i = 0; i < 4; i++) a[i]++;
#pragma acc wait(q)
    printf("reached the end\n");
    return 0;
}
