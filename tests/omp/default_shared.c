/* default(shared): the same as no clause; private clauses still override it. */
#include "check.h"
int main(void) {
    int a = 0, b = 7;
#pragma omp parallel default(shared) private(b)
    {
        b = 1;
#pragma omp atomic
        a += b;
    }
    CHECK(a == omp_get_max_threads() && b == 7);
    CHECK_DONE();
}
