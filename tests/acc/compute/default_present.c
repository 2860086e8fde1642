/* OpenACC 3.3, 2.5.16 / 2.6.2: default(present) makes arrays present; scalars stay
 * firstprivate. */
#include "check.h"
int main(void) {
    int n = 300, k = 3;
    int a[300];
#pragma acc enter data create(a[0:n])
#pragma acc parallel loop default(present)
    for (int i = 0; i < n; i++) a[i] = i * k;
#pragma acc exit data copyout(a[0:n])
    for (int i = 0; i < n; i++) CHECK(a[i] == 3 * i);
    CHECK_DONE();
}
