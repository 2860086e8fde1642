/* continue in the loop body of a for construct skips to the next iteration (allowed). */
#include "check.h"
int main(void) {
    int evens = 0;
#pragma omp parallel for reduction(+: evens) schedule(dynamic, 5)
    for (int i = 0; i < 1000; i++) {
        if (i % 2) continue;
        for (int j = 0; j < 3; j++) {
            if (j == 1) continue;
            if (j == 2) break;
        }
        evens++;
    }
    CHECK(evens == 500);
    CHECK_DONE();
}
