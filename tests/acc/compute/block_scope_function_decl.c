// cflags: -Wall -Werror
/* A function declared only inside the enclosing function (`int twice(int);` in main, defined
 * later in the file) and called in a compute region: the region's outlined function must see
 * the declaration too. Before, cc warned "implicit declaration of function 'twice'" on the
 * generated host code (an error with gcc 14, or with -Werror as here). C11 6.2.2p5: such a
 * declaration has external linkage; the device code calls the function's own device version
 * (implicit routine seq, 2.15.1). */
#include "check.h"
int main(void) {
    int o[8], p[8];
    int twice(int);
    extern long scale(long k, const int *w);
    static const int w[2] = {3, 4};
#pragma acc parallel loop copyout(o)
    for (int i = 0; i < 8; i++) o[i] = twice(i);
#pragma acc parallel copyout(p) copyin(w)
    {
#pragma acc loop
        for (int i = 0; i < 8; i++) p[i] = (int)scale(i, w);
    }
#pragma acc kernels copy(o)
    for (int i = 0; i < 8; i++) o[i] += twice(o[i]);
    for (int i = 0; i < 8; i++) {
        CHECK(o[i] == 2 * i + 4 * i);
        CHECK(p[i] == 7 * i);
    }
    CHECK_DONE();
}
int twice(int k) { return 2 * k; }
long scale(long k, const int *w) { return k * (w[0] + w[1]); }
