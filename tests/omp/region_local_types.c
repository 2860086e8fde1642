/* Types and enumerators declared inside the function are usable inside its regions. */
#include "check.h"
int main(void) {
    enum { N = 64, M = 4 };
    typedef double vec[M];
    struct pair { int a, b; };
    vec sums[N];
    int bad = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        struct pair p = {i, i * 2};
        for (int k = 0; k < M; k++) sums[i][k] = p.a + p.b + k + (double)sizeof(vec) * 0;
    }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < M; k++) bad += sums[i][k] != 3 * i + k;
    CHECK(bad == 0);
    CHECK_DONE();
}
