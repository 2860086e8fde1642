/* Variables of the program named like the C library functions that the CUDA writer's own code
 * calls (free, memcpy, malloc, memset): a region's local `int free` (a count of free slots)
 * must not break the private copies the loops inside it set up and release (OpenACC 3.3,
 * 2.5.14 / 2.9.10: private(tmp[0:m]) with a run-time m), its array reductions (2.9.11) or its
 * designated initializers (C11 6.7.9). C lets a block-scope name hide the library's; the
 * generated code must still reach the library's. */
#include "check.h"

enum { G = 6, M = 5 };

int main(void) {
    int m = M;
    int buf[64];
    int *tmp = buf;
    static long long got[G][3];
    static int hist[4];
#pragma acc parallel num_gangs(G) vector_length(32) copyout(got) copy(hist)
    {
        int free = 2, memcpy = 3, malloc = 4, memset = 5;
#pragma acc loop gang private(tmp[0:m])
        for (int g = 0; g < G; g++) {
            for (int k = 0; k < m; k++) tmp[k] = g * k + free;
            int init[4] = {[2] = memcpy, [0] = g};
            got[g][0] = tmp[m - 1] + init[0] + init[2];
            got[g][1] = malloc + memset;
        }
#pragma acc loop gang reduction(+:hist)
        for (int g = 0; g < G; g++) hist[g % 4] += g + free;
    }
    for (int g = 0; g < G; g++) {
        CHECK(got[g][0] == g * (M - 1) + 2 + g + 3);
        CHECK(got[g][1] == 9);
    }
    for (int k = 0; k < 4; k++) {
        int want = 0;
        for (int g = 0; g < G; g++)
            if (g % 4 == k) want += g + 2;
        CHECK(hist[k] == want);
    }
    CHECK_DONE();
}
