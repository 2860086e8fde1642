/* threadprivate on one variable of a declaration that declares several. */
#include "check.h"
int a = 1, b = 2, c[3] = {4, 5, 6};
#pragma omp threadprivate(b)
int main(void) {
    int bad = 0;
#pragma omp parallel
    {
        b = omp_get_thread_num();
#pragma omp barrier
        if (b != omp_get_thread_num()) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0 && a == 1 && c[2] == 6);
    CHECK_DONE();
}
