/* C11 6.7.3.1: what a file-scope `restrict` pointer reaches may be changed through a pointer
 * based on it (`gq = gout + 1`, assigned on the host). In the kernel the two are separate
 * parameters: `gout` must not be `__restrict__` there, or nvcc may load `gout[i + 1]` (and
 * further, unrolled) before the store of iteration i through `gq`, breaking the recurrence.
 * The host team and emul at the simulator's -O1 got it right even with the qualifier; the
 * run_compute harness's second emul run (kernels at -O3, for programs using restrict) and a
 * GPU do not. The second region, whose restrict pointers only reach what they themselves
 * change, keeps them. */
#include <stdlib.h>
#include "check.h"

enum { N = 4096 };

float *restrict gout;
float *gq;
float *restrict gx;
float *restrict gy;

int main(void) {
    gout = malloc(sizeof(float) * N);
    gx = malloc(sizeof(float) * N);
    gy = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) {
        gout[i] = 0;
        gx[i] = (float)i;
        gy[i] = 1;
    }
    gq = gout + 1;
#pragma acc parallel num_gangs(1) copy(gout[0:N])
    {
        for (int i = 0; i < N - 1; i++) gq[i] = gout[i] + 1;
    }
    for (int i = 0; i < N; i++) CHECK(gout[i] == (float)i);
#pragma acc parallel loop copyin(gx[0:N]) copy(gy[0:N])
    for (int i = 0; i < N; i++) gy[i] += 2.0f * gx[i];
    for (int i = 0; i < N; i++) CHECK(gy[i] == 1.0f + 2.0f * (float)i);
    free(gout);
    free(gx);
    free(gy);
    CHECK_DONE();
}
