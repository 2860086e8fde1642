/* OpenACC 3.3, 2.12: atomic read and atomic write. */
#include "check.h"
int main(void) {
    int x = 5, seen[1000];
    double y = 0;
#pragma acc parallel loop copy(x, y) copyout(seen)
    for (int i = 0; i < 1000; i++) {
        int v;
#pragma acc atomic read
        v = x;
        seen[i] = v;
#pragma acc atomic write
        y = 2.5;
    }
    for (int i = 0; i < 1000; i++) CHECK(seen[i] == 5);
    CHECK(y == 2.5);
    CHECK_DONE();
}
