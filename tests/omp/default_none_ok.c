/* default(none) with every variable listed compiles and runs (2.7.2.5). */
#include "check.h"
int main(void) {
    int n = 100, sum = 0;
    const int scale = 3;
    double v[100];
#pragma omp parallel default(none) shared(v, n) reduction(+: sum)
    {
#pragma omp for
        for (int i = 0; i < n; i++) {
            v[i] = i * scale;
            sum += i;
        }
    }
    CHECK(sum == 4950 && v[99] == 297);
#pragma omp parallel for default(none) shared(v) firstprivate(n)
    for (int i = 0; i < n; i++) v[i] = -i;
    CHECK(v[5] == -5);
    CHECK_DONE();
}
