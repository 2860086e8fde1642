/* OpenACC 3.3, 2.5.3: a scalar assigned before use in each iteration is privatized. */
#include "check.h"
int main(void) {
    static double a[20000], b[20000];
    double t;
    for (int i = 0; i < 20000; i++) a[i] = i;
#pragma acc kernels
    for (int i = 0; i < 20000; i++) {
        t = a[i] * 2;
        b[i] = t + 1;
    }
    for (int i = 0; i < 20000; i++) CHECK(b[i] == 2.0 * i + 1);
    CHECK_DONE();
}
