/* OpenACC 3.3, 2.16.1 and 1.2 ("Operations on a single device activity queue will complete
 * before starting the next operation on the same queue"): a compute construct with its own data
 * clauses and async, update directives and enter/exit data on the same queue run in issue
 * order — a chain of dependent kernels, each reading the previous one's output and a parameter
 * array updated between them on the queue. */
#include "check.h"

enum { N = 10000, STEPS = 8 };

int main(void) {
    int *a = (int *)malloc(N * sizeof(int));
    int param[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a[0:N]) create(param) async(5)
    for (int s = 0; s < STEPS; s++) {
        param[0] = s + 1;
        /* An async update reads the host's param when the queue reaches it, so the host
         * waits for the queue before changing param again. */
#pragma acc update device(param) async(5)
#pragma acc parallel loop present(a[0:N], param) async(5)
        for (int i = 0; i < N; i++) a[i] = a[i] * 2 + param[0];
#pragma acc wait(5)
    }
    /* A compute construct with copyin/copyout clauses of its own, on the same queue. */
    int *b = (int *)malloc(N * sizeof(int));
#pragma acc parallel loop present(a[0:N]) copyout(b[0:N]) async(5)
    for (int i = 0; i < N; i++) b[i] = a[i] % 1000;
#pragma acc exit data copyout(a[0:N]) delete(param) async(5)
#pragma acc wait(5)
    for (int i = 0; i < N; i++) {
        long long want = i;
        for (int s = 0; s < STEPS; s++) want = want * 2 + s + 1;
        CHECK(a[i] == (int)want);
        CHECK(b[i] == (int)want % 1000);
    }
    free(a);
    free(b);
    CHECK_DONE();
}
