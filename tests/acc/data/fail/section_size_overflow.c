// expect-runtime-error: in data clause (enter): acc_error_invalid_data_section: copy clause: 'a[0:n]' host address
// error-names: section_size_overflow.c:21: the section is invalid: its size, 18446744073709551615 bytes (SIZE_MAX
// every-device-type
/* OpenACC 3.3, 2.7.1: a subarray is a contiguous part of an array; its byte size is the
 * length times the element size. A length whose byte size overflows size_t wrapped: with
 * n = 2^61 + 1 doubles, (size_t)n * 8 is 8, so `copy(a[0:n])` mapped 8 bytes and the program
 * ran on with no error (a silent wrong section on every device); with n = SIZE_MAX / 4 emul
 * said "cannot allocate 18446744073709551608 bytes" with an inverted range [a, a-8) and the
 * host device accepted it. The product now saturates at SIZE_MAX in generated code and the
 * runtime reports a section that passes the end of the address space as invalid, naming the
 * clause, the var and the line. A section that fits (the first directive) is unaffected. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    (void)argv;
    double *a = malloc(80);
    size_t n = ((size_t)1 << 61) + (size_t)argc; /* 2^61 + 1: n * 8 wraps to 8 */
#pragma acc data copy(a[0:argc])
    {
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < 1; i++) a[i] = 1;
    }
    printf("no error: %f\n", a[0]);
    return 0;
}
