/* OpenACC 3.3, 2.9.1 and 2.6.1: collapsed loops whose variables are declared outside. */
#include "check.h"
int main(void) {
    int i, j, n = 30, m = 17;
    static long a[30][17];
#pragma acc parallel loop collapse(2)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = (long)i * m + j;
    for (int x = 0; x < n; x++) for (int y = 0; y < m; y++) CHECK(a[x][y] == (long)x * m + y);
    CHECK_DONE();
}
