/* OpenACC 3.3, 2.5.3: a loop carrying a dependence (a prefix sum) stays sequential. */
#include "check.h"
int main(void) {
    static long a[5000];
    for (int i = 0; i < 5000; i++) a[i] = 1;
#pragma acc kernels
    for (int i = 1; i < 5000; i++) a[i] = a[i - 1] + a[i];
    for (int i = 0; i < 5000; i++) CHECK(a[i] == i + 1);
    CHECK_DONE();
}
