/* OpenMP 2.0 A.21: private(i, j): the originals are untouched; copies start undefined. */
#include "check.h"
int main(void) {
    int i = 1, j = 2;
#pragma omp parallel private(i) firstprivate(j)
    {
        i = 3;
        j = j + 2;
        CHECK(j == 4 && i == 3);
    }
    CHECK(i == 1 && j == 2);
    CHECK_DONE();
}
