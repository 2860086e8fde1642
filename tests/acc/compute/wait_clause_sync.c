/* OpenACC 3.3, 2.16.2: a synchronous region with a wait clause on an async queue. */
#include "check.h"
int main(void) {
    static long a[20000];
#pragma acc parallel loop async(3)
    for (int i = 0; i < 20000; i++) a[i] = i;
    long s = 0;
#pragma acc parallel loop wait(3) reduction(+:s)
    for (int i = 0; i < 20000; i++) s += a[i];
    CHECK(s == 20000L * 19999 / 2);
    CHECK_DONE();
}
