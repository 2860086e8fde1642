/* OpenACC 3.3, 2.6.5 data construct with if(false) holding compute constructs with present
 * (2.7.6) and default(present) (2.5.16) for data placed by enter data (2.6.6): with the
 * condition false the data construct neither copies nor counts, so its copy/copyout clauses do
 * not copy back at its end, and the compute constructs find the enter-data copy; with the
 * condition true the copy clause is a reference count on present data (2.6.7: still no copy at
 * the end since the count stays above zero). */
#include <openacc.h>
#include "check.h"
#define N 300
static float a[N];
static float b[N];
static int run(int cond) {
    int is_host = acc_get_device_type() == acc_device_host;
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc enter data copyin(a) create(b)
#pragma acc data copy(a) copyout(b) if(cond)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc kernels default(present)
        for (int i = 0; i < N; i++) a[i] = b[i] * 2;
#pragma acc serial default(present)
        { b[0] = a[N - 1]; }
#pragma acc parallel loop default(present) present(a)
        for (int i = 1; i < N; i++) b[i] += a[i];
    }
    /* no copy back at the end of the data construct either way: the enter data count holds */
    if (!is_host) {
        for (int i = 0; i < N; i++) bad += a[i] != i;
        for (int i = 0; i < N; i++) bad += b[i] != 0;
    }
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b));
#pragma acc exit data copyout(a, b)
    for (int i = 0; i < N; i++) bad += a[i] != 2.0f * (i + 1);
    bad += b[0] != 2.0f * N;
    for (int i = 1; i < N; i++) bad += b[i] != (i + 1) + 2.0f * (i + 1);
    CHECK(is_host || !acc_is_present(a, sizeof a));
    return bad;
}
int main(void) {
    CHECK(run(0) == 0);
    CHECK(run(1) == 0);
    CHECK_DONE();
}
