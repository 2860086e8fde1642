/* OpenACC 3.3, 2.12: atomic capture on a double. */
#include "check.h"
int main(void) {
    double x = 0, got[256];
#pragma acc parallel loop copy(x) copyout(got)
    for (int i = 0; i < 256; i++) {
        double v;
#pragma acc atomic capture
        v = x += 1.0;
        got[i] = v;
    }
    double sum = 0;
    for (int i = 0; i < 256; i++) sum += got[i];
    CHECK(x == 256 && sum == 256.0 * 257 / 2);
    CHECK_DONE();
}
