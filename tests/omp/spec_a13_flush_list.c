/* OpenMP 2.0 A.13: point-to-point synchronisation with flush(list): each thread waits for
 * its left neighbour's flag. */
#include "check.h"
#define MAXT 64
int main(void) {
    int isync[MAXT], work[MAXT];
    int nt = 1;
#pragma omp parallel
    {
        int iam = omp_get_thread_num();
#pragma omp single
        nt = omp_get_num_threads();
        isync[iam] = 0;
#pragma omp barrier
        work[iam] = iam * 10;
        isync[iam] = 1;
#pragma omp flush(isync)
        int neighbor = iam > 0 ? iam - 1 : nt - 1;
        int seen = 0;
        while (!seen) {
#pragma omp flush(isync)
            seen = isync[neighbor];
        }
#pragma omp flush
        CHECK(work[neighbor] == neighbor * 10);
    }
    CHECK(nt >= 1);
    CHECK_DONE();
}
