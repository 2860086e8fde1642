/* OpenACC 3.3, 2.16.1 (async clause), 2.16.3 (wait directive) and 1.2 ("operations on different
 * activity queues may be active simultaneously"): two independent pipelines on queues 1 and 2
 * (update device, several compute regions, update self) issued interleaved; after `wait(1)`
 * queue 1's results are on the host whatever queue 2 is doing, after `wait(2)` queue 2's;
 * also acc_async_test / acc_wait_all from the runtime API. */
#include "gpu_check.h"

enum { N = 20000 };

int main(void) {
    float *a = (float *)malloc(N * sizeof(float));
    double *b = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) {
        a[i] = 1;
        b[i] = 2;
    }
#pragma acc data create(a[0:N], b[0:N])
    {
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < N; i++) {
                a[i] = (float)(i + round);
                b[i] = i * 0.5 + round;
            }
#pragma acc update device(a[0:N]) async(1)
#pragma acc update device(b[0:N]) async(2)
#pragma acc parallel loop present(a[0:N]) async(1)
            for (int i = 0; i < N; i++) a[i] = a[i] * 2;
#pragma acc parallel loop present(b[0:N]) async(2)
            for (int i = 0; i < N; i++) b[i] = b[i] + 1;
#pragma acc parallel loop present(a[0:N]) async(1)
            for (int i = 0; i < N; i++) a[i] = a[i] + 3;
#pragma acc parallel loop present(b[0:N]) async(2)
            for (int i = 0; i < N; i++) b[i] = b[i] * 4;
#pragma acc update self(a[0:N]) async(1)
#pragma acc update self(b[0:N]) async(2)
#pragma acc wait(1)
            for (int i = 0; i < N; i++) CHECK(a[i] == (float)(i + round) * 2 + 3);
#pragma acc wait(2)
            for (int i = 0; i < N; i++) CHECK(b[i] == (i * 0.5 + round + 1) * 4);
        }

        /* The runtime API: both queues done after acc_wait_all. */
#pragma acc parallel loop present(a[0:N]) async(1)
        for (int i = 0; i < N; i++) a[i] = -a[i];
#pragma acc parallel loop present(b[0:N]) async(2)
        for (int i = 0; i < N; i++) b[i] = -b[i];
        acc_wait_all();
        CHECK(acc_async_test(1) != 0);
        CHECK(acc_async_test(2) != 0);
        CHECK(acc_async_test_all() != 0);
#pragma acc update self(a[0:N], b[0:N])
        for (int i = 0; i < N; i++) {
            CHECK(a[i] == -((float)(i + 2) * 2 + 3));
            CHECK(b[i] == -((i * 0.5 + 2 + 1) * 4));
        }
    }
    free(a);
    free(b);
    CHECK_DONE();
}
