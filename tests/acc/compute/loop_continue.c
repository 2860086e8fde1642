/* OpenACC 3.3, 2.9: continue inside a partitioned loop skips to the next iteration. */
#include "check.h"
int main(void) {
    int a[1000];
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) {
        a[i] = 0;
        if (i % 3) continue;
        a[i] = 1;
    }
    for (int i = 0; i < 1000; i++) CHECK(a[i] == (i % 3 == 0));
    CHECK_DONE();
}
