/* OpenACC 3.3, 2.9.1: a collapsed nest whose inner trip count is zero runs no iteration. */
#include "check.h"
int main(void) {
    int hits = 0, m = 0;
    int a[10] = {0};
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < m; j++)
            a[i] = 1;
    for (int i = 0; i < 10; i++) hits += a[i];
    CHECK(hits == 0);
    CHECK_DONE();
}
