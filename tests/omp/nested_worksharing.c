/* Work-sharing inside a nested region binds to the inner team; after it, the outer team's
 * constructs go on. */
#include "check.h"
int main(void) {
    omp_set_nested(1);
    int grid[4][16] = {{0}};
    int outer_hits[4] = {0};
#pragma omp parallel num_threads(2)
    {
#pragma omp for
        for (int r = 0; r < 4; r++) {
#pragma omp parallel num_threads(3)
            {
#pragma omp for schedule(dynamic)
                for (int c = 0; c < 16; c++) grid[r][c]++;
            }
            outer_hits[r]++;
        }
    }
    for (int r = 0; r < 4; r++) {
        CHECK(outer_hits[r] == 1);
        for (int c = 0; c < 16; c++) CHECK(grid[r][c] == 1);
    }
    CHECK_DONE();
}
