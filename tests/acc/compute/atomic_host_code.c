/* OpenACC 3.3, 2.12: an atomic construct in host code (outside compute constructs). */
#include "check.h"
int main(void) {
    int x = 1;
    long y = 0;
#pragma acc atomic update
    x *= 5;
#pragma acc atomic capture
    y = x++;
    CHECK(x == 6 && y == 5);
    CHECK_DONE();
}
