/* OpenACC 3.3, 2.6.2: in a kernels construct a scalar is implicitly copy: its new value is
 * visible after the region. */
#include "check.h"
int main(void) {
    int count = 0;
#pragma acc kernels
    { count = 42; }
    CHECK(count == 42);
    CHECK_DONE();
}
