// cflags: -fopenmp
/* OpenACC 3.3 with OpenMP threads (-fopenmp): each thread of an `omp parallel` region runs its
 * own data construct, an async compute construct on its own queue (t + 1) with a wait
 * directive (2.16.3: it waits for the operations this thread enqueued), and a reduction
 * construct; each thread maps a different row of one array (gcc libgomp's OpenMP + OpenACC
 * tests). */
#include <openacc.h>
#include <omp.h>
#include "check.h"
#define N 4096
#define T 4
float a[T][N];
int main(void) {
    int bad = 0;
#pragma omp parallel num_threads(T) reduction(+:bad)
    {
        int t = omp_get_thread_num();
        float *row = a[t];
        for (int i = 0; i < N; i++) row[i] = t;
#pragma acc data copy(row[0:N])
        {
#pragma acc parallel loop async(t + 1) present(row[0:N])
            for (int i = 0; i < N; i++) row[i] = row[i] * 2 + i;
#pragma acc wait(t + 1)
        }
        for (int i = 0; i < N; i++) bad += row[i] != 2 * t + i;
        int s = 0;
#pragma acc parallel loop reduction(+:s) copyin(row[0:N])
        for (int i = 0; i < N; i++) s += (int)row[i] > 0;
        bad += s != N - (t == 0);
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
