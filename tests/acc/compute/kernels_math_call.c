/* OpenACC 3.3, 2.5.3: calls to math functions do not prevent parallelization. */
#include "check.h"
#include <math.h>
int main(void) {
    static double a[1000];
#pragma acc kernels
    for (int i = 0; i < 1000; i++) a[i] = sqrt((double)i * i);
    for (int i = 0; i < 1000; i++) CHECK(a[i] == i);
    CHECK_DONE();
}
