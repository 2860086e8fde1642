/* OpenACC 3.3, 2.16.1-2.16.2 async and wait clauses with queue 0 and large queue numbers,
 * a construct waiting on several queues (wait(0, 1)), wait with no argument on a construct
 * (every queue), acc_async_test / acc_async_test_all after acc_wait, acc_wait_async chaining
 * queues (3.2.11), and a data construct with async and wait (gcc libgomp asyncwait-1.c,
 * async_queue-1.c, data-2.c). */
#include <openacc.h>
#include "check.h"
#define N 2048
static float a[N], b[N], c[N], d[N], e[N];
int main(void) {
    for (int i = 0; i < N; i++) { a[i] = 3.0f; b[i] = 0.0f; c[i] = 0.0f; d[i] = 0.0f; e[i] = 0.0f; }
#pragma acc data copy(a, b, c, d, e)
    {
#pragma acc parallel loop async(0)
        for (int i = 0; i < N; i++) b[i] = a[i];
#pragma acc parallel loop async(1) wait(0)
        for (int i = 0; i < N; i++) c[i] = b[i] + 1.0f;
#pragma acc kernels loop async(1000000) wait(1)
        for (int i = 0; i < N; i++) d[i] = c[i] * 2.0f;
#pragma acc serial async(2) wait(0, 1, 1000000)
        for (int i = 0; i < N; i++) e[i] = a[i] + b[i] + c[i] + d[i];
#pragma acc wait(2)
        CHECK(acc_async_test(2));
        /* queues 0, 1 and 1000000 were waited for by queue 2 but not by this thread:
         * a wait clause without argument waits for all of them */
#pragma acc parallel loop wait
        for (int i = 0; i < N; i++) a[i] = e[i];
        CHECK(acc_async_test_all());
        /* acc_wait_async: queue 4 waits for queue 3 */
#pragma acc parallel loop async(3)
        for (int i = 0; i < N; i++) b[i] = 1.0f;
        acc_wait_async(3, 4);
#pragma acc parallel loop async(4)
        for (int i = 0; i < N; i++) b[i] += a[i];
        acc_wait(4);
    }
    for (int i = 0; i < N; i++) {
        CHECK(c[i] == 4.0f && d[i] == 8.0f && e[i] == 18.0f);
        CHECK(a[i] == 18.0f && b[i] == 19.0f);
    }
    /* a data construct with async and wait: its entry waits, its exit is queued (2.6.5) */
    for (int i = 0; i < N; i++) a[i] = 1.0f;
#pragma acc enter data copyin(a) async(5)
#pragma acc data present(a) copyout(b) async(6) wait(5)
    {
#pragma acc parallel loop async(6)
        for (int i = 0; i < N; i++) b[i] = a[i] * 5.0f;
    }
#pragma acc wait(6)
    CHECK(b[0] == 5.0f && b[N - 1] == 5.0f);
#pragma acc exit data delete(a) async(5)
    acc_wait_all();
    CHECK_DONE();
}
