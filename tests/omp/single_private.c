/* single with private and firstprivate (2.4.3). */
#include "check.h"
int main(void) {
    int a = 1, b = 2, seen = 0;
#pragma omp parallel
    {
#pragma omp single private(a) firstprivate(b)
        {
            a = 100;
            seen = b;
            b = -1;
        }
    }
    CHECK(a == 1 && b == 2 && seen == 2);
    CHECK_DONE();
}
