/* flags: -acc */
/* An OpenACC data region around OpenMP loops, and an OpenACC loop after them. */
#include "check.h"
#define N 1000
int main(void) {
    static float a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc data copy(a[0:N]) create(b[0:N])
    {
#pragma omp parallel for
        for (int i = 0; i < N; i++) a[i] = a[i] * 2;
#pragma acc parallel loop present(a[0:N], b[0:N])
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc update self(b[0:N])
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i && b[i] == 2 * i + 1);
    CHECK_DONE();
}
