/* OpenACC 3.3, 2.9.5 (seq): an inner seq loop carrying a recurrence runs in order. */
#include "check.h"
int main(void) {
    static long a[64][100];
#pragma acc parallel loop gang
    for (int i = 0; i < 64; i++) {
        a[i][0] = i;
#pragma acc loop seq
        for (int j = 1; j < 100; j++) a[i][j] = a[i][j - 1] + 1;
    }
    for (int i = 0; i < 64; i++) CHECK(a[i][99] == i + 99);
    CHECK_DONE();
}
