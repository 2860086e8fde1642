/* OpenACC 3.3, 2.16.1: async with no argument uses the default queue. */
#include "check.h"
int main(void) {
    int a[1000];
#pragma acc parallel loop async
    for (int i = 0; i < 1000; i++) a[i] = -i;
#pragma acc wait
    for (int i = 0; i < 1000; i++) CHECK(a[i] == -i);
    CHECK_DONE();
}
