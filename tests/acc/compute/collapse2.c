/* OpenACC 3.3, 2.9.1 (collapse): collapse(2) covers every (i, j) pair once. */
#include "check.h"
int main(void) {
    static int a[37][53];
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 53; j++)
            a[i][j] += i * 100 + j;
    for (int i = 0; i < 37; i++) for (int j = 0; j < 53; j++) CHECK(a[i][j] == i * 100 + j);
    CHECK_DONE();
}
