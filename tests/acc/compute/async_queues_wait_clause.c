/* OpenACC 3.3, 2.16.2 (wait clause): the second region waits for queue 1 before it runs on
 * queue 2. */
#include "check.h"
int main(void) {
    static int a[50000], b[50000];
    int n = 50000;
#pragma acc parallel loop async(1)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop async(2) wait(1)
    for (int i = 0; i < n; i++) b[i] = a[i] * 2;
#pragma acc wait
    for (int i = 0; i < n; i++) CHECK(b[i] == 2 * i);
    CHECK_DONE();
}
