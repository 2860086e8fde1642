/* OpenACC 3.3, 2.16.1 (async) and 2.16.3 (wait directive): an async parallel loop completes
 * by the wait. */
#include "check.h"
int main(void) {
    static int a[100000];
    int n = 100000;
#pragma acc parallel loop async(1)
    for (int i = 0; i < n; i++) a[i] = i % 7;
#pragma acc wait(1)
    for (int i = 0; i < n; i++) CHECK(a[i] == i % 7);
    CHECK_DONE();
}
