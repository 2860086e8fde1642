// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.5.14 (firstprivate) and 2.6.2 (implicit data attributes): a const array, a
 * const array of arrays and a const struct in a firstprivate clause, and a const struct
 * holding a pointer used in a region (copied with the pointer attached). The GPU code
 * declared the kernel's copy `const double tab[4];` and filled it with memcpy: NVRTC (and the
 * emul simulator's compiler) rejected it ("const variable requires an initializer"), and the
 * host code's copies drew cc's "passing argument 1 of '__builtin_memcpy' discards 'const'
 * qualifier" with default options. */
#include "check.h"

typedef struct { double *p; int m; } vec;

int main(void) {
    const double tab[4] = {1.5, 2.5, 3.5, 4.5};
    const int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    const struct { int k[3]; double d; } cs = {{1, 2, 3}, 0.5};
    double buf[8];
    for (int i = 0; i < 8; i++) buf[i] = i;
    const vec v = {buf, 8};
    double out[8];
#pragma acc parallel loop firstprivate(tab) copyout(out)
    for (int i = 0; i < 8; i++) out[i] = tab[i % 4] * 2;
    for (int i = 0; i < 8; i++) CHECK(out[i] == tab[i % 4] * 2);
#pragma acc serial firstprivate(grid, cs) copyout(out)
    for (int i = 0; i < 6; i++) out[i] = grid[i / 3][i % 3] + cs.k[i % 3] + cs.d;
    for (int i = 0; i < 6; i++) CHECK(out[i] == grid[i / 3][i % 3] + cs.k[i % 3] + 0.5);
#pragma acc data copyin(buf)
    {
#pragma acc parallel loop copyin(v) copyout(out)
        for (int i = 0; i < v.m; i++) out[i] = v.p[i] + 1;
    }
    for (int i = 0; i < 8; i++) CHECK(out[i] == i + 1);
    CHECK_DONE();
}
