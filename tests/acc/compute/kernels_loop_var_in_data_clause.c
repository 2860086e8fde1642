/* A data clause on a kernels (or parallel) construct naming the variable of a loop the region
 * partitions: the clause moves the data, the loop variable stays private to each iteration's
 * thread (OpenACC 3.3, 2.6.1). Before, the partitioned loop assigned `i` while the region's uses
 * read the shared copy, and cc rejected the generated C ("'i' undeclared"; found by the
 * whole-pipeline fuzz test). */
#include "check.h"

int main(void) {
    static float a[16][16], b[16][16];
    int i, j;
    for (i = 0; i < 16; i++)
        for (j = 0; j < 16; j++)
            b[i][j] = i + j;
#pragma acc kernels copyin(i, b) copy(a)
    {
        for (i = 1; i < 15; i++)
            for (j = 1; j < 15; j++)
                a[i][j] = b[i][j] + 1;
    }
    CHECK(a[2][3] == 6 && a[14][14] == 29 && a[0][0] == 0);

    int k = 0;
#pragma acc parallel copy(k) copy(a)
    {
#pragma acc loop gang
        for (k = 0; k < 16; k++)
            a[k][0] = -k;
    }
    CHECK(a[5][0] == -5);
    CHECK_DONE();
}
