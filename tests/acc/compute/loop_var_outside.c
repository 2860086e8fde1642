/* OpenACC 3.3, 2.6.1: the loop variable declared outside the region is predetermined private;
 * the host copy is not touched. */
#include "check.h"
int main(void) {
    int i = -5, j, a[100][100];
#pragma acc parallel loop
    for (i = 0; i < 100; i++) {
#pragma acc loop
        for (j = 0; j < 100; j++) a[i][j] = i - j;
    }
    for (int x = 0; x < 100; x++) for (int y = 0; y < 100; y++) CHECK(a[x][y] == x - y);
    CHECK_DONE();
}
