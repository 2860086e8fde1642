/* OpenMP 2.0 A.18: nested for directives in nested parallel regions. */
#include "check.h"
#define N 12
static int done[N][N];
int main(void) {
    int i, j;
#pragma omp parallel default(shared)
    {
#pragma omp for
        for (i = 0; i < N; i++) {
#pragma omp parallel shared(i)
            {
#pragma omp for
                for (j = 0; j < N; j++)
                    done[i][j]++;
            }
        }
    }
    for (int a = 0; a < N; a++)
        for (int b = 0; b < N; b++) CHECK(done[a][b] == 1);
    CHECK_DONE();
}
