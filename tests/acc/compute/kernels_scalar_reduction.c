/* OpenACC 3.3, 2.5.3: a sum in a kernels loop is recognised as a reduction. */
#include "check.h"
int main(void) {
    static int a[100000];
    long sum = 0;
    for (int i = 0; i < 100000; i++) a[i] = i % 10;
#pragma acc kernels
    for (int i = 0; i < 100000; i++) sum += a[i];
    CHECK(sum == 450000);
    CHECK_DONE();
}
