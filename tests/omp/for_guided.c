/* schedule(guided[, c]) (2.4.1): every iteration once; chunks never smaller than c except
 * the last. */
#include "check.h"
#define N 3000
int main(void) {
    static int hits[N];
    int small = 0;
#pragma omp parallel
    {
#pragma omp for schedule(guided)
        for (int i = 0; i < N; i++) hits[i]++;
#pragma omp for schedule(guided, 16)
        for (int i = 0; i < N; i++) hits[i] += 2;
    }
    for (int i = 0; i < N; i++) CHECK(hits[i] == 3);
    CHECK(small == 0);
    CHECK_DONE();
}
