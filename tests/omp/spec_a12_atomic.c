/* OpenMP 2.0 A.12: atomic updates through an index array. */
#include "check.h"
static float work1(int i) { return 1.0f * (i % 3); }
static float work2(int i) { return 2.0f * i; }
int main(void) {
    enum { N = 1000, M = 7 };
    float x[M], y[N];
    int index[N];
    for (int i = 0; i < N; i++) { index[i] = i % M; y[i] = 0; }
    for (int i = 0; i < M; i++) x[i] = 0;
    int i;
#pragma omp parallel for shared(x, y, index)
    for (i = 0; i < N; i++) {
#pragma omp atomic
        x[index[i]] += work1(i);
        y[i] += work2(i);
    }
    float want[M] = {0};
    for (int k = 0; k < N; k++) want[k % M] += work1(k);
    for (int k = 0; k < M; k++) CHECK(x[k] == want[k]);
    for (int k = 0; k < N; k++) CHECK(y[k] == 2.0f * k);
    CHECK_DONE();
}
