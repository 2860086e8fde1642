// expect-runtime-error: -5 is not a valid async-argument
/* spec 2.16.3: a wait-argument that is not acc_async_sync, acc_async_noval or >= 0 is
 * acc_error_invalid_async; the message names the wait directive's file and line, as an async
 * clause's does (it named none). */
#include <stdio.h>

int main(void) {
    int q = -5;
#pragma acc wait(q)
    printf("reached the end\n");
    return 0;
}
