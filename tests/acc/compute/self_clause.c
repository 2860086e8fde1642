/* OpenACC 3.3, 2.5.7 (self clause): self and self(cond) run the region on the local thread. */
#include "check.h"
int main(void) {
    int a[64], b[64], yes = 1;
#pragma acc parallel loop self
    for (int i = 0; i < 64; i++) a[i] = i + 1;
#pragma acc parallel loop self(yes)
    for (int i = 0; i < 64; i++) b[i] = i + 2;
    for (int i = 0; i < 64; i++) CHECK(a[i] == i + 1 && b[i] == i + 2);
    CHECK_DONE();
}
