/* OpenACC 3.3, 2.9.1: collapse(force:2). */
#include "check.h"
int main(void) {
    static float a[64][64];
#pragma acc parallel loop collapse(force:2)
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++)
            a[i][j] = i * 0.5f + j;
    for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) CHECK(a[i][j] == i * 0.5f + j);
    CHECK_DONE();
}
