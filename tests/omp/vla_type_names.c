/* Variably modified type names in an OpenMP parallel region (C11 6.7.6.2, 6.5.3.4):
 * `sizeof(int[n])`, a cast to a pointer to a VLA. A variable named only inside such a type
 * name was not captured by the outlined region, whose function then failed to compile (cc:
 * "'n' undeclared"). */
#include <stdio.h>

int main(void) {
    int n = 5, m = 3, bad = 0;
    long r[8][3];
    double buf[64];
#pragma omp parallel for
    for (int i = 0; i < 8; i++) {
        r[i][0] = sizeof(int[n]) + i;
        r[i][1] = sizeof(double[n][m + i]);
        double (*rows)[m] = (double (*)[m])buf;
        r[i][2] = (long)((char *)&rows[i][0] - (char *)buf);
    }
    for (int i = 0; i < 8; i++)
        bad += r[i][0] != 20 + i || r[i][1] != 8L * 5 * (3 + i) || r[i][2] != 24L * i;
    if (bad) printf("%d wrong\n", bad);
    return bad != 0;
}
