/* A routine of another file that is variadic: not linked across files (its arguments have no
 * fixed types to pass), so the construct runs on the host only, with oxacc's warning saying
 * why. (Struct parameters, the case this file used to show, are linked since 2026-11-30:
 * abi_main.c.) */
#include <stdio.h>

#pragma acc routine seq
double sumv(int n, ...);

int main(void) {
    double a[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) {
        a[i] = sumv(2, (double)i, 1.0);
    }
    printf("%g\n", a[7]);
    return 0;
}
