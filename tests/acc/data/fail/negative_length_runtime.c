// expect-runtime-error: in copyin clause: acc_error_invalid_data_section: 'a[0:n]' at
// error-names: negative_length_runtime.c:18: a length of the subarray is -5: it must not be negative
// every-device-type
/* OpenACC 3.3, 2.7.1: a subarray's length counts its elements. A length that is negative at
 * run time became about 2^64 bytes: under emul "acc_error_out_of_memory ... host [X, X-40)
 * (18446744073709551576 bytes) ... cannot allocate", under host nothing at all (the program
 * went on). It is acc_error_invalid_data_section naming the clause, the var, the line and the
 * length, before any data action, on every device type (a constant negative length is a
 * compile error). A zero length is fine. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    (void)argv;
    double *a = malloc(800);
    for (int i = 0; i < 100; i++) a[i] = i;
    int n = -4 - argc;
#pragma acc enter data copyin(a[0:n + 5]) copyin(a[0:n])
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < 1; i++) a[i] += 1;
    printf("%f\n", a[0]);
    return 0;
}
