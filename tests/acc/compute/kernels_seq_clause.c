/* OpenACC 3.3, 2.9.5: loop seq inside kernels keeps the loop sequential. */
#include "check.h"
int main(void) {
    int a[100];
    a[0] = 2;
#pragma acc kernels
    {
#pragma acc loop seq
        for (int i = 1; i < 100; i++) a[i] = a[i - 1] + 2;
    }
    CHECK(a[99] == 200);
    CHECK_DONE();
}
