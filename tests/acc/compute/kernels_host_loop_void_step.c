/* A kernels construct whose loop runs on the host (its variable is in a data clause, so the
 * host keeps the device copy up to date around each control expression, 2.5.2 / 2.6) with a
 * step that has no value (`i++, (void)0`): the generated C kept the step's value in a variable
 * and cc rejected it ("declared void"; found by the whole-pipeline fuzz test with NVRTC, seed
 * 0xee1ca6594ac64554, input 11054). */
#include "check.h"

int main(void) {
    static float a[16][16], b[16][16];
    int i, j;
    for (i = 0; i < 16; i++)
        for (j = 0; j < 16; j++)
            b[i][j] = i + j;
#pragma acc kernels copyin(i, b) copy(a)
    {
        for (i = 1; i < 15; i++, (void)0)
            for (j = 1; j < 15; j++)
                a[i][j] = b[i][j] + 1;
    }
    CHECK(a[2][3] == 6 && a[14][14] == 29 && a[0][0] == 0);
    int n = 0;
#pragma acc kernels copy(n, a)
    {
        for (n = 0; n < 16; (void)(n += 2))
            a[n][1] = -n;
    }
    CHECK(a[4][1] == -4 && a[5][1] == 7 && n == 16);
    CHECK_DONE();
}
