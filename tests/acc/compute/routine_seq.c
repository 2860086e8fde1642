/* OpenACC 3.3, 2.15.1 (routine directive): a seq routine called from a parallel loop. */
#include "check.h"
#pragma acc routine seq
static int square(int x) { return x * x; }
int main(void) {
    int a[1000];
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) a[i] = square(i) - i;
    for (int i = 0; i < 1000; i++) CHECK(a[i] == i * i - i);
    CHECK_DONE();
}
