/* OpenACC 3.3, 2.9.7 (auto): a loop the dependence test cannot prove independent runs
 * sequentially (here a recurrence), one it can prove runs in parallel. */
#include "check.h"
int main(void) {
    static long a[3000], b[3000];
    a[0] = 1;
    for (int i = 0; i < 3000; i++) b[i] = i;
#pragma acc parallel loop auto
    for (int i = 1; i < 3000; i++) a[i] = a[i - 1] + 1;
#pragma acc parallel loop auto
    for (int i = 0; i < 3000; i++) b[i] = b[i] * 2;
    CHECK(a[2999] == 3000);
    for (int i = 0; i < 3000; i++) CHECK(b[i] == 2 * i);
    CHECK_DONE();
}
