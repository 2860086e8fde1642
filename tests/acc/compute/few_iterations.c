/* OpenACC 3.3, 2.9.2: fewer iterations than threads. */
#include "check.h"
int main(void) {
    int a[3] = {0, 0, 0};
#pragma acc parallel loop
    for (int i = 0; i < 3; i++) a[i] += i + 1;
    CHECK(a[0] == 1 && a[1] == 2 && a[2] == 3);
    CHECK_DONE();
}
