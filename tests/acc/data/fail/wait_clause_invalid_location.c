// expect-runtime-error: in wait clause of parallel: acc_error_invalid_async: -3 is not a valid async-argument
// error-names: wait_clause_invalid_location.c:15)
// every-device-type
/* OpenACC 3.3, 2.16.2: a wait-argument of a wait clause that is not acc_async_sync,
 * acc_async_noval or >= 0 is acc_error_invalid_async. The message named "data clause (enter)"
 * (on a construct with no data clause) and no line; it names the clause, the construct and its
 * line, as the wait directive's error does (wait_invalid_location.c). */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int q = -2 - argc;
#pragma acc parallel num_gangs(1) wait(0)
    {}
#pragma acc parallel num_gangs(1) wait(q)
    {}
    printf("reached the end\n");
    return 0;
}
