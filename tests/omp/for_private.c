/* private on for (2.7.2.1): the thread's own temporary, the original untouched. */
#include "check.h"
int main(void) {
    double tmp = -3.0;
    double out[300];
#pragma omp parallel for private(tmp)
    for (int i = 0; i < 300; i++) {
        tmp = i * 0.5;
        out[i] = tmp * 2;
    }
    CHECK(tmp == -3.0);
    for (int i = 0; i < 300; i++) CHECK(out[i] == i);
    CHECK_DONE();
}
