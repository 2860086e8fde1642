/* critical [(name)] (2.6.2): one thread at a time per name; different names do not
 * exclude each other, the same name does wherever it appears. */
#include "check.h"
static long a, b;
static void add_b(void) {
#pragma omp critical(bname)
    b = b + 1;
}
int main(void) {
#pragma omp parallel
    {
        for (int i = 0; i < 1000; i++) {
#pragma omp critical(aname)
            {
                long t = a;
                a = t + 1;
            }
#pragma omp critical(bname)
            b = b + 1;
            add_b();
        }
    }
    int n = omp_get_max_threads();
    CHECK(a == 1000L * n);
    CHECK(b == 2000L * n);
    CHECK_DONE();
}
