// expect-runtime-error: in copyout clause: acc_error_invalid_data_section: 'm[1:r][lo:k]' at
// error-names: section_noncontiguous_runtime.c:48: the subarray is not contiguous: dimension 2 of the statically-sized array does not take its whole extent
// every-device-type
/* OpenACC 3.3, 2.7.1: "Any array or subarray in a data clause ... must be a contiguous section
 * of memory, except for dynamic multidimensional C arrays". `copyout(m[1:3][2:4])` of a
 * `double m[6][8]` is a compile-time error, but the same section with bounds known only at run
 * time was mapped as the smallest contiguous range around it (from m[1][2] to m[3][5]): the
 * copyout wrote the device's never-written elements between the rows over the host's (zeros
 * on emul, garbage on a GPU), a silent wrong result found while widening the semantic fuzzer
 * (2026-11-30). It is acc_error_invalid_data_section naming the clause, the var, the line and
 * the dimension, before any data action, on every device type. Contiguous sections with
 * run-time bounds are fine: one row taken in part, whole rows, a 3-D block of whole planes or
 * one line of one plane, and rows of pointers (separate allocations). `update` may name
 * non-contiguous subarrays (2.14.4): not checked. */
#include <stdio.h>
#include <stdlib.h>

double m[6][8];
double t[3][4][6];

int main(int argc, char **argv) {
    (void)argv;
    int r = 2 + argc, lo = 1 + argc, k = 3 + argc, one = argc, n = 5 + argc;
    double **pp = malloc(3 * sizeof *pp);
    for (int i = 0; i < 3; i++) pp[i] = calloc(8, sizeof(double));
#pragma acc parallel loop copy(m[lo:one][lo:k], t[0:r][0:4][0:6], pp[0:3][lo:k])
    for (int i = 0; i < 3; i++) {
        m[lo][lo + i] = 1;
        t[i][3][5] = 3;
        pp[i][lo + i] = 5;
    }
#pragma acc parallel loop copy(m[3:r][0:8], t[2:one][one:one][lo:n - 2])
    for (int i = 0; i < 3; i++) {
        m[3 + i][7] = 2;
        t[2][1][lo + i] = 4;
    }
    if (m[2][3] != 1 || m[5][7] != 2 || t[2][3][5] != 3 || t[2][1][4] != 4 || pp[2][4] != 5) {
        printf("contiguous sections: wrong values\n");
        return 1;
    }
#pragma acc data copyin(m)
    {
#pragma acc update self(m[1:r][lo:k])
    }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++) m[i][j] = -1;
    fprintf(stderr, "before the non-contiguous copyout\n");
#pragma acc parallel loop copyout(m[1:r][lo:k])
    for (int i = 1; i < 4; i++)
        for (int j = 2; j < 6; j++) m[i][j] = i * j;
    printf("%f\n", m[2][0]);
    return 0;
}
