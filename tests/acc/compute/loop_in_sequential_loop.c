/* OpenACC 3.3, 2.5.1: a gang loop inside a sequential loop executed by every gang. */
#include "check.h"
int main(void) {
    static int a[8][400];
#pragma acc parallel
    {
        for (int t = 0; t < 8; t++) {
#pragma acc loop gang
            for (int i = 0; i < 400; i++) a[t][i] = t + i;
        }
    }
    for (int t = 0; t < 8; t++) for (int i = 0; i < 400; i++) CHECK(a[t][i] == t + i);
    CHECK_DONE();
}
