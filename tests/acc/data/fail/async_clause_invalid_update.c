// expect-runtime-error: in async clause of update: acc_error_invalid_async: -8 is not a valid async-argument
// error-names: async_clause_invalid_update.c:15)
// every-device-type
/* OpenACC 3.3, 2.16.1: an async-argument that is not acc_async_sync, acc_async_noval or >= 0
 * is acc_error_invalid_async. On a directive with no data clause carrying a line (update), the
 * message named no line ("in update"); it names the clause, the directive and its line. */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int q = -7 - argc;
    int a[4] = {0};
#pragma acc enter data copyin(a) wait(1) async(1)
#pragma acc wait
#pragma acc update device(a) async(q)
    printf("reached the end\n");
    return 0;
}
