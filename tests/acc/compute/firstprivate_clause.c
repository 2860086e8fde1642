/* OpenACC 3.3, 2.5.14 (firstprivate clause): each gang gets a copy initialised with the value
 * at the construct. */
#include "check.h"
int main(void) {
    int base = 40, a[256];
#pragma acc parallel loop firstprivate(base)
    for (int i = 0; i < 256; i++) a[i] = base + i;
    for (int i = 0; i < 256; i++) CHECK(a[i] == 40 + i);
    CHECK(base == 40);
    CHECK_DONE();
}
