/* OpenACC 3.3, 2.5.16: default(none) with every variable in a clause (loop variables are
 * predetermined, 2.6.1). */
#include "check.h"
int main(void) {
    int n = 100, b[100];
    float s = 2;
#pragma acc parallel loop default(none) copyout(b[0:n]) firstprivate(n, s)
    for (int i = 0; i < n; i++) b[i] = (int)(s * i);
    for (int i = 0; i < n; i++) CHECK(b[i] == 2 * i);
    CHECK_DONE();
}
