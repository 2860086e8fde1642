/* OpenACC 3.3, 2.5.3: statements outside loops in a kernels region. */
#include "check.h"
int main(void) {
    int n = 0, a[50];
#pragma acc kernels
    {
        n = 50;
        for (int i = 0; i < 50; i++) a[i] = i;
        a[0] = 99;
    }
    CHECK(n == 50 && a[0] == 99 && a[49] == 49);
    CHECK_DONE();
}
