/* OpenACC 3.3, 2.9.3: a worker loop with no gang loop in the region is still complete. */
#include "check.h"
int main(void) {
    int a[500];
#pragma acc parallel
    {
#pragma acc loop worker
        for (int i = 0; i < 500; i++) a[i] = i * i;
    }
    for (int i = 0; i < 500; i++) CHECK(a[i] == i * i);
    CHECK_DONE();
}
