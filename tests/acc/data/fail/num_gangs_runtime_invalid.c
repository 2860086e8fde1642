// expect-runtime-error: num_gangs(z) is -3 at 
// error-names: num_gangs_runtime_invalid.c:17: the number of gangs must be at least 1
// every-device-type
/* OpenACC 3.3, 2.5.10: "The total number of gangs must be at least 1". A num_gangs value
 * below 1 at run time ran silently with one gang (emul) or the default team (host); it is an
 * acc_error_invalid_argument naming the clause, the value and the line, on every device type
 * (a constant one is a compile error: tests/acc/compute/ui/num_gangs_not_positive.c). */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int cnt = 0;
    int z = -2 - argc;
    int a[4] = {0};
#pragma acc data copy(a)
    {
#pragma acc parallel num_gangs(z) reduction(+:cnt)
        { cnt += 1; }
    }
    printf("%d\n", cnt);
    return 0;
}
