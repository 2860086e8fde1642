/* OpenACC 3.3, 2.5.6 (if clause): with a false condition the region runs on the local thread. */
#include "check.h"
#include <openacc.h>
int main(void) {
    int a[100], on_host = 0, use = 0;
#pragma acc parallel loop if(use) copy(on_host)
    for (int i = 0; i < 100; i++) { a[i] = i; if (i == 0) on_host = 1; }
    for (int i = 0; i < 100; i++) CHECK(a[i] == i);
    CHECK(on_host == 1);
    CHECK_DONE();
}
