/* OpenACC 3.3, 2.12 in a kernels construct: the atomic loop is parallelized with the
 * independent clause. */
#include "check.h"
int main(void) {
    int count = 0;
#pragma acc kernels
    {
#pragma acc loop independent
        for (int i = 0; i < 5000; i++) {
#pragma acc atomic update
            count += 2;
        }
    }
    CHECK(count == 10000);
    CHECK_DONE();
}
