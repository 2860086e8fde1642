/* OpenMP 2.0 A.22: default(none) with every variable listed (threadprivate, const and
 * loop variables need no listing). */
#include "check.h"
int x, y, z[1000];
#pragma omp threadprivate(x)
static void fun(int a) {
    const int c = 1;
    int i = 0;
#pragma omp parallel default(none) private(a) shared(z, y)
    {
        int j = omp_get_num_threads();
        a = z[j];
        x = c;
#pragma omp for firstprivate(y)
        for (i = 0; i < 10; i++)
            z[i] = y + c + a * 0;
    }
    (void)i;
}
int main(void) {
    y = 5;
    fun(0);
    for (int k = 0; k < 10; k++) CHECK(z[k] == 6);
    CHECK_DONE();
}
