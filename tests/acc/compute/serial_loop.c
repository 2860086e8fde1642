/* OpenACC 3.3, 2.11 (serial loop): the loop runs on one thread. */
#include "check.h"
int main(void) {
    int a[100];
    a[0] = 1;
#pragma acc serial loop
    for (int i = 1; i < 100; i++) a[i] = a[i - 1] + 2;
    CHECK(a[99] == 199);
    CHECK_DONE();
}
