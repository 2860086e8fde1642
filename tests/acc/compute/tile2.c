/* OpenACC 3.3, 2.9.8 (tile): tile(8,8) over a 2-D nest covers every element once. */
#include "check.h"
int main(void) {
    static int a[100][70];
#pragma acc parallel loop tile(8, 8)
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 70; j++)
            a[i][j] += i + j;
    for (int i = 0; i < 100; i++) for (int j = 0; j < 70; j++) CHECK(a[i][j] == i + j);
    CHECK_DONE();
}
