/* flags: -acc */
/* Each OpenMP thread enqueues OpenACC work on its own async queue and waits for it; the
 * per-thread default-async and device ICVs of OpenACC stay per thread. */
#include "check.h"
#include <openacc.h>
#define N 512
int main(void) {
    static int data[8][N];
    int nt = omp_get_max_threads() < 8 ? omp_get_max_threads() : 8;
    int bad = 0;
#pragma omp parallel num_threads(nt) reduction(+: bad)
    {
        int me = omp_get_thread_num();
        int *d = data[me];
        acc_set_default_async(me + 1);
        if (acc_get_default_async() != me + 1) bad++;
#pragma acc parallel loop async(me + 1) copy(d[0:N])
        for (int i = 0; i < N; i++) d[i] = i + me;
#pragma acc wait(me + 1)
        for (int i = 0; i < N; i++) bad += d[i] != i + me;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
