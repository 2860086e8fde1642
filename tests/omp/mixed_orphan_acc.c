/* flags: -acc */
/* A function with an OpenACC region called from an orphaned OpenMP loop. */
#include "check.h"
#define N 64
static void fill(int *v, int k) {
#pragma acc parallel loop copyout(v[0:N])
    for (int i = 0; i < N; i++) v[i] = k;
}
static int rows[16][N];
static void all_rows(void) {
#pragma omp for schedule(dynamic)
    for (int r = 0; r < 16; r++) fill(rows[r], r);
}
int main(void) {
#pragma omp parallel
    all_rows();
    for (int r = 0; r < 16; r++)
        for (int i = 0; i < N; i++) CHECK(rows[r][i] == r);
    CHECK_DONE();
}
