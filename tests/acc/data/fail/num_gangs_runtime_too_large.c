// expect-runtime-error: num_gangs(g) is 4294967297 at 
// error-names: num_gangs_runtime_too_large.c:14: it is more than 2147483647
// every-device-type
/* OpenACC 3.3, 2.5.10: num_gangs takes int-exprs. A long value beyond int ran about 2^32 gangs
 * under emul (no end in sight) and one gang under host (the value cut to an int); it is an
 * acc_error_invalid_argument naming the clause, the value and the line. */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int cnt = 0;
    long g = 4294967296L + argc;
    int a[8] = {0};
#pragma acc parallel num_gangs(g) reduction(+:cnt) copy(a)
    {
#pragma acc loop gang
        for (int i = 0; i < 8; i++) a[i] = i;
        cnt += 1;
    }
    printf("%d\n", cnt);
    return 0;
}
