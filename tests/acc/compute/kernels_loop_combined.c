/* OpenACC 3.3, 2.11 (kernels loop). */
#include "check.h"
int main(void) {
    static int a[4096];
#pragma acc kernels loop
    for (int i = 0; i < 4096; i++) a[i] = i & 255;
    for (int i = 0; i < 4096; i++) CHECK(a[i] == (i & 255));
    CHECK_DONE();
}
