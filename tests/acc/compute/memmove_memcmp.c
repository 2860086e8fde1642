/* memmove (overlapping, both directions) and memcmp (ordering by unsigned char, C11 7.24.4.1)
   in a compute region: CUDA has neither in device code (NVRTC rejected the kernel before),
   the prelude defines them. Results compared with the host's. */
#include <string.h>
#include "check.h"
int main(void) {
    int a[8][4], b[8], c[8], eq[8], ord[8];
    unsigned char x[8][2], y[8][2];
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 4; j++) a[i][j] = i * 10 + j;
        b[i] = i;
        c[i] = i & 6;
        x[i][0] = 1; x[i][1] = (unsigned char)(i * 40);
        y[i][0] = 1; y[i][1] = 128;
    }
#pragma acc parallel loop copy(a) copyin(b, c, x, y) copyout(eq, ord)
    for (int i = 0; i < 8; i++) {
        if (i % 2)
            memmove(&a[i][1], &a[i][0], 3 * sizeof(int)); /* shift up: copy backwards */
        else
            memmove(&a[i][0], &a[i][1], 3 * sizeof(int)); /* shift down */
        eq[i] = memcmp(&b[i], &c[i], sizeof(int)) == 0;
        int r = __builtin_memcmp(x[i], y[i], 2);
        ord[i] = (r > 0) - (r < 0);
    }
    for (int i = 0; i < 8; i++) {
        if (i % 2) {
            CHECK(a[i][0] == i * 10 && a[i][1] == i * 10 && a[i][2] == i * 10 + 1 &&
                  a[i][3] == i * 10 + 2);
        } else {
            CHECK(a[i][0] == i * 10 + 1 && a[i][1] == i * 10 + 2 && a[i][2] == i * 10 + 3 &&
                  a[i][3] == i * 10 + 3);
        }
        CHECK(eq[i] == ((i & 6) == i));
        int want = i * 40 % 256 > 128 ? 1 : i * 40 % 256 < 128 ? -1 : 0;
        CHECK(ord[i] == want);
    }
    CHECK_DONE();
}
