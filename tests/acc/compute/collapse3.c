/* OpenACC 3.3, 2.9.1: collapse(3) with different bounds and steps. */
#include "check.h"
int main(void) {
    static int a[10][20][30];
#pragma acc parallel loop collapse(3)
    for (int i = 9; i >= 0; i--)
        for (int j = 0; j < 20; j += 2)
            for (int k = 1; k <= 29; k++)
                a[i][j][k] += 1;
    long n = 0;
    for (int i = 0; i < 10; i++) for (int j = 0; j < 20; j++) for (int k = 0; k < 30; k++) {
        CHECK(a[i][j][k] == ((j % 2 == 0 && k >= 1) ? 1 : 0)); n += a[i][j][k];
    }
    CHECK(n == 10 * 10 * 29);
    CHECK_DONE();
}
