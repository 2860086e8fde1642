/* OpenACC 3.3, 2.16.1 (async clause) and 2.16.2 (wait clause): a chain of constructs on
 * different queues ordered only by wait clauses: parallel async(1), kernels async(2) wait(1),
 * serial async(3) wait(1, 2), update self async(4) wait(3); acc_wait(4) then the host reads;
 * acc_async_test on a finished queue is nonzero; a wait clause with no argument waits for all
 * queues (V&V parallel_wait.c, kernels_wait.c, serial_wait.c). */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void) {
    static float a[N], b[N], c[N];
    float total = 0;
    for (int i = 0; i < N; i++) a[i] = i, b[i] = c[i] = 0;
#pragma acc data copyin(a) create(b, c) copy(total)
    {
#pragma acc parallel loop async(1) present(a, b)
        for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma acc kernels loop async(2) wait(1) present(b, c)
        for (int i = 0; i < N; i++) c[i] = b[i] + 1;
#pragma acc serial async(3) wait(1, 2) present(b, c, total)
        {
            float t = 0;
            for (int i = 0; i < N; i++) t += c[i] - b[i];
            total = t;
        }
#pragma acc update self(c, total) async(4) wait(3)
        acc_wait(4);
        CHECK(acc_async_test(4) != 0);
        CHECK(total == N);
        for (int i = 0; i < N; i++) CHECK(c[i] == 2.0f * i + 1);
#pragma acc parallel loop async(5) present(a)
        for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop async(6) present(b)
        for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel loop wait present(a, b, c)
        for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
#pragma acc update self(c)
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == (float)i);
    CHECK_DONE();
}
