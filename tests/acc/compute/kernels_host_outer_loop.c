/* OpenACC 3.3, 2.5.3: an outer time loop carrying a dependence stays on the host and launches
 * the inner kernels each time (as in the PGI data tutorial). */
#include "check.h"
int main(void) {
    static double u[1000], v[1000];
    for (int i = 0; i < 1000; i++) u[i] = i;
#pragma acc kernels
    for (int t = 0; t < 10; t++) {
        for (int i = 1; i < 999; i++) v[i] = (u[i - 1] + u[i + 1]) / 2;
        for (int i = 1; i < 999; i++) u[i] = v[i];
    }
    for (int i = 0; i < 1000; i++) CHECK(u[i] == i);
    CHECK_DONE();
}
