/* Variably modified type names in a compute region (C11 6.7.6.2, 6.5.3.4: sizeof of a VLA
 * type is evaluated at run time): `sizeof(int[n])`, `sizeof(double[n][m])`, a cast to a
 * pointer to a VLA. A variable named only inside such a type name was not captured by the
 * region, and the outlined host function failed to compile (cc: "'n' undeclared"). The
 * region runs on the host (the GPU writer does not take VLA type names yet). */
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

int main(void) {
#ifdef _OPENACC
    acc_set_device_type(acc_device_host);
#endif
    int n = 5, m = 3;
    long r[4][3];
    double buf[64];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 4; i++) {
        r[i][0] = sizeof(int[n]) + i;
        r[i][1] = sizeof(double[n][m + i]);
        double (*rows)[m] = (double (*)[m])buf;
        r[i][2] = (long)((char *)&rows[i][0] - (char *)buf);
    }
    for (int i = 0; i < 4; i++) printf("%ld %ld %ld\n", r[i][0], r[i][1], r[i][2]);
    return 0;
}
