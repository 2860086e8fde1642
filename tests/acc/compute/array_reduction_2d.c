/* OpenACC 3.3, 2.5.15: a reduction on a two-dimensional array. */
#include "check.h"
int main(void) {
    long grid[3][5] = {{0}};
#pragma acc parallel loop reduction(+:grid)
    for (int i = 0; i < 1500; i++) grid[i % 3][i % 5] += 1;
    for (int a = 0; a < 3; a++) for (int b = 0; b < 5; b++) CHECK(grid[a][b] == 100);
    CHECK_DONE();
}
