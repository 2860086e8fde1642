/* OpenACC 3.3, 2.5.1: code outside gang loops runs gang-redundantly: each gang gets its own
 * private value, and the loop uses it. */
#include "check.h"
int main(void) {
    int a[2000];
#pragma acc parallel
    {
        int offset = 100;
#pragma acc loop gang
        for (int i = 0; i < 2000; i++) a[i] = i + offset;
    }
    for (int i = 0; i < 2000; i++) CHECK(a[i] == i + 100);
    CHECK_DONE();
}
