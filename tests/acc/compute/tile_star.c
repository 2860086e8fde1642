/* OpenACC 3.3, 2.9.8: tile(*, 4) (implementation-chosen size). */
#include "check.h"
int main(void) {
    static double a[33][65];
#pragma acc parallel loop tile(*, 4)
    for (int i = 0; i < 33; i++)
        for (int j = 0; j < 65; j++)
            a[i][j] = i * j;
    for (int i = 0; i < 33; i++) for (int j = 0; j < 65; j++) CHECK(a[i][j] == i * j);
    CHECK_DONE();
}
