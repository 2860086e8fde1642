// expect-runtime-error: argument 2 of num_gangs(2, w) is 0 at 
// error-names: size_clauses_runtime_invalid.c:23: the number of gangs must be at least 1
// every-device-type
/* OpenACC 3.3, 2.5.10-2.5.12: the values of num_gangs (each argument), num_workers and
 * vector_length count gangs, workers of a gang and lanes of a worker. Checked at run time on
 * every device type (the CPU team ignores num_workers and vector_length, and the GPU launch
 * clamped them). Valid values first; if(false) runs the region on the local thread, where the
 * values are not used and not checked. The last construct's second argument is 0. */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int w = argc - 1, a[64] = {0};
#pragma acc parallel loop gang worker vector num_gangs(2, argc, 3) num_workers(argc + 1) vector_length(32 * argc) copy(a)
    for (int i = 0; i < 64; i++) a[i] = i;
    if (a[63] != 63) return 2;
#pragma acc parallel loop num_workers(w) vector_length(w) copy(a) if(argc > 5)
    for (int i = 0; i < 64; i++) a[i] = 2 * i;
    if (a[63] != 126) return 3;
#pragma acc kernels loop num_gangs(argc) vector_length(128) copy(a)
    for (int i = 0; i < 64; i++) a[i] = 3 * i;
    if (a[63] != 189) return 4;
#pragma acc parallel num_gangs(2, w) copy(a)
    a[0] = 1;
    printf("%d\n", a[0]);
    return 0;
}
