/* OpenACC 3.3, 2.16.1 (async on compute constructs: the construct's own data actions are queued
 * with it) and 2.16.3: compute constructs with copyin / copyout / copy clauses on two queues,
 * issued interleaved; each queue's results are on the host after waiting for that queue (wait
 * directive and acc_wait), a kernels construct with async, and an async compute construct whose
 * copyout feeds a later construct on the same queue. */
#include "check.h"
#include <openacc.h>

enum { N = 6000 };

int main(void) {
    int *a = (int *)malloc(N * sizeof(int)), *b = (int *)malloc(N * sizeof(int));
    int *c = (int *)malloc(N * sizeof(int)), *d = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 2 * i;
        c[i] = d[i] = 0;
    }
#pragma acc parallel loop copyin(a[0:N]) copyout(c[0:N]) async(1)
    for (int i = 0; i < N; i++) c[i] = a[i] + 1;
#pragma acc parallel loop copyin(b[0:N]) copyout(d[0:N]) async(2)
    for (int i = 0; i < N; i++) d[i] = b[i] * 3;
    /* on queue 1 after the copyout of c: its copyin sees the new c */
#pragma acc parallel loop copy(c[0:N]) async(1)
    for (int i = 0; i < N; i++) c[i] *= 2;
#pragma acc wait(1)
    for (int i = 0; i < N; i++) CHECK(c[i] == (i + 1) * 2);
    acc_wait(2);
    for (int i = 0; i < N; i++) CHECK(d[i] == 6 * i);

#pragma acc kernels copy(a[0:N]) async(4)
    for (int i = 0; i < N; i++) a[i] = a[i] * a[i];
#pragma acc kernels copy(b[0:N]) async(5)
    for (int i = 0; i < N; i++) b[i] = -b[i];
#pragma acc wait(4, 5)
    for (int i = 0; i < N; i++) CHECK(a[i] == i * i && b[i] == -2 * i);
    free(a);
    free(b);
    free(c);
    free(d);
    CHECK_DONE();
}
