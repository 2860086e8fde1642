/* OpenACC 3.3, 2.9.7 (auto): the implementation decides; the result is correct either way. */
#include "check.h"
int main(void) {
    int a[1000];
#pragma acc parallel loop auto
    for (int i = 0; i < 1000; i++) a[i] = i + 1;
    for (int i = 0; i < 1000; i++) CHECK(a[i] == i + 1);
    CHECK_DONE();
}
