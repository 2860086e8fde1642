/* schedule(dynamic[, c]) (2.4.1): every iteration exactly once, whatever thread takes it. */
#include "check.h"
#define N 5000
int main(void) {
    static int hits[N];
    long sum = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic)
        for (int i = 0; i < N; i++) hits[i]++;
#pragma omp for schedule(dynamic, 7) reduction(+: sum)
        for (int i = 0; i < N; i++) { hits[i]++; sum += i; }
    }
    for (int i = 0; i < N; i++) CHECK(hits[i] == 2);
    CHECK(sum == (long)N * (N - 1) / 2);
    CHECK_DONE();
}
