/* OpenACC 3.3, 2.7.5 (present) inside a data construct (2.6.5). */
#include "check.h"
int main(void) {
    int n = 1000;
    float a[1000];
#pragma acc data copyout(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] = i * 0.25f;
    }
    for (int i = 0; i < n; i++) CHECK(a[i] == i * 0.25f);
    CHECK_DONE();
}
