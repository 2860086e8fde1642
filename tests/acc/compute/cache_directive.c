/* OpenACC 3.3, 2.10 (cache directive): accepted, no effect on the result. */
#include "check.h"
int main(void) {
    static float a[1002], b[1000];
    for (int i = 0; i < 1002; i++) a[i] = i;
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) {
#pragma acc cache(a[i:3])
        b[i] = a[i] + a[i + 1] + a[i + 2];
    }
    for (int i = 0; i < 1000; i++) CHECK(b[i] == 3.0f * i + 3);
    CHECK_DONE();
}
