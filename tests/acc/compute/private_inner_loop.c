/* OpenACC 3.3, 2.9.10: private on an inner vector loop of a gang loop. */
#include "check.h"
int main(void) {
    static int out[100][50];
    int t;
#pragma acc parallel loop gang
    for (int i = 0; i < 100; i++) {
#pragma acc loop vector private(t)
        for (int j = 0; j < 50; j++) { t = i * j; out[i][j] = t - 1; }
    }
    for (int i = 0; i < 100; i++) for (int j = 0; j < 50; j++) CHECK(out[i][j] == i * j - 1);
    CHECK_DONE();
}
