/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): _Generic, long double, _Complex and __int128 in a parallel loop. */
#include <stdio.h>
#include <complex.h>
#define TNAME(x) _Generic((x), int: 1, double: 2, long double: 3, default: 0)
int main(void) {
    long double ld[8];
    double _Complex z[8];
    __int128 big[8];
    unsigned __int128 ub[8];
    int g[8];
    for (int i = 0; i < 8; i++) { ld[i] = i; z[i] = i + 1.0 * I; big[i] = i; ub[i] = i; }
#pragma acc parallel loop copy(ld, z, big, ub) copyout(g)
    for (int i = 0; i < 8; i++) {
        ld[i] = ld[i] * 2.5L;
        z[i] = z[i] * z[i];
        big[i] = (big[i] << 70) >> 68;
        ub[i] = ub[i] * 3u + (unsigned __int128)1 << 64 >> 64;
        g[i] = TNAME(i) + TNAME(1.0) + TNAME(ld[i]) + TNAME((char)i);
    }
    for (int i = 0; i < 8; i++) printf("%Lg %g %g %lld %llu %d\n", ld[i], creal(z[i]), cimag(z[i]), (long long)big[i], (unsigned long long)ub[i], g[i]);
    return 0;
}
