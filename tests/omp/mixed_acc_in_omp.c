/* flags: -acc */
/* OpenMP and OpenACC in one program: each OpenMP thread launches its own OpenACC compute
 * region (on the host device type it runs on that thread; the team is busy). */
#include "check.h"
#include <openacc.h>
#define N 256
int main(void) {
    static double out[8][N];
    int nt = omp_get_max_threads() < 8 ? omp_get_max_threads() : 8;
#pragma omp parallel num_threads(nt)
    {
        int me = omp_get_thread_num();
        double *row = out[me];
#pragma acc parallel loop copyout(row[0:N])
        for (int i = 0; i < N; i++) row[i] = me * 1000 + i;
    }
    for (int t = 0; t < nt; t++)
        for (int i = 0; i < N; i++) CHECK(out[t][i] == t * 1000 + i);
    CHECK_DONE();
}
