/* Calls global_lib.c's routine, which has no device code (it uses a file-scope variable):
 * the runtime's error names the routine, the construct and the reason. */
#include <stdio.h>

#pragma acc routine seq
double times_factor(double x);

int main(void) {
    double a[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) a[i] = times_factor(i);
    printf("%g\n", a[7]);
    return a[7] != 21.0;
}
