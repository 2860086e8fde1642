// expect-runtime-error: in update self clause: acc_error_invalid_data_section: 'a[10:n]' at
// error-names: negative_length_update.c:18: a length of the subarray is -5: it must not be negative
// every-device-type
/* OpenACC 3.3, 2.7.1, 2.14.4: update self of a subarray whose length is negative at run time
 * said "partly present" with an inverted host range under emul and did nothing under host. It
 * is acc_error_invalid_data_section naming the clause, the var, the line and the length, on
 * every device type. (Under if(false) nothing is evaluated to be checked.) */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    double a[100];
    for (int i = 0; i < 100; i++) a[i] = i;
    int n = -4 - argc;
#pragma acc data copy(a)
    {
#pragma acc update self(a[10:n]) if(argc > 5)
#pragma acc update self(a[10:n])
    }
    printf("%f\n", a[0]);
    return 0;
}
