/* OpenACC 3.3, 2.9.8: tile(3, 5, 7) over sizes that are not multiples of the tiles; every
 * iteration runs once. */
#include "check.h"
int main(void) {
    static int a[20][31][17];
#pragma acc parallel loop tile(3, 5, 7)
    for (int i = 19; i >= 0; i--)
        for (int j = 0; j < 31; j++)
            for (int k = 0; k < 17; k += 2)
                a[i][j][k] += i + j + k;
    for (int i = 0; i < 20; i++) for (int j = 0; j < 31; j++) for (int k = 0; k < 17; k++)
        CHECK(a[i][j][k] == (k % 2 == 0 ? i + j + k : 0));
    CHECK_DONE();
}
