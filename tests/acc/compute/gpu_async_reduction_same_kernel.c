/* One reduction construct launched on four async queues at once (a recursive function keeps
 * each launch's variable alive until its wait). Its kernel's last gang combines the gangs'
 * values through scratch of the module, one counter and one slot array per kernel; each queue
 * is a stream of its own on a GPU, so before 2026-11-29 the four launches could run at the
 * same time there and count and combine each other's gangs (wrong sums). The runtime now
 * orders the launches of such a kernel (Device::launch_ordered). The simulator (emul) runs one
 * launch of a module at a time, so this shows the difference only on nvidia.
 * OpenACC 3.3, 2.5.15 (reduction), 2.16.1 (async). */
#include "check.h"

#define N (1 << 20)
#define Q 4

static double a[N];
static double got[Q];

static void sum_on(int q) {
    double t = 0;
#pragma acc parallel loop reduction(+:t) present(a) async(q + 1)
    for (int i = 0; i < N; i++) t += a[i] * (q + 1);
    if (q + 1 < Q) sum_on(q + 1);
#pragma acc wait(q + 1)
    got[q] = t;
}

int main(void) {
    for (int i = 0; i < N; i++) a[i] = (double)(i % 4);
    double one = 0;
    for (int i = 0; i < N; i++) one += a[i];
#pragma acc data copyin(a)
    for (int rep = 0; rep < 20; rep++) {
        sum_on(0);
        for (int q = 0; q < Q; q++) CHECK(got[q] == one * (q + 1));
    }
    CHECK_DONE();
}
