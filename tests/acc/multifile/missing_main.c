/* A compute construct calling a routine of another file whose file was compiled without
 * -acc (routines_lib.c built as plain C): the device has no code for it, which the runtime
 * reports at the first launch, naming the routine and the construct (OpenACC 3.3, 2.15.1). */
#include <stdio.h>
#include "routines.h"

int main(void) {
    double a[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) a[i] = sq(i);
    printf("%g\n", a[7]);
    return a[7] != 49.0;
}
