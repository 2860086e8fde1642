/* OpenACC 3.3, 2.9.5: parallel loop seq runs the loop sequentially. */
#include "check.h"
int main(void) {
    int a[100];
    a[0] = 1;
#pragma acc parallel loop seq
    for (int i = 1; i < 100; i++) a[i] = a[i - 1] * 3 % 1000;
    int want = 1;
    for (int i = 1; i < 100; i++) want = want * 3 % 1000;
    CHECK(a[99] == want);
    CHECK_DONE();
}
