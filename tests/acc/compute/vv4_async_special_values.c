/* OpenACC 3.3, 2.16.1 (async clause): acc_async_sync, acc_async_noval and
 * acc_async_default as arguments, acc_set_default_async/acc_get_default_async (3.2.12-13),
 * acc_async_test; V&V acc_set_default_async, parallel_async_queue_independence. */
#include <openacc.h>
#include "check.h"
#define n 512
int main(void) {
    int a[n], b[n], c[n];
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc parallel loop copy(a) async(acc_async_sync)
    for (int i = 0; i < n; i++) a[i] += 1;
    for (int i = 0; i < n; i++) CHECK(a[i] == i + 1);
#pragma acc enter data copyin(a, b, c)
#pragma acc parallel loop present(a, b) async(acc_async_noval)
    for (int i = 0; i < n; i++) b[i] = a[i] * 2;
#pragma acc wait(acc_async_noval)
    acc_set_default_async(7);
    CHECK(acc_get_default_async() == 7);
#pragma acc parallel loop present(b, c) async
    for (int i = 0; i < n; i++) c[i] = b[i] + 1;
#pragma acc update self(c) async(acc_async_noval)
    acc_wait(7);
    CHECK(acc_async_test(7) != 0);
    for (int i = 0; i < n; i++) CHECK(c[i] == 2 * (i + 1) + 1);
#pragma acc parallel loop present(c) async(acc_async_noval)
    for (int i = 0; i < n; i++) c[i] -= 1;
#pragma acc update self(c) async(7)
#pragma acc wait(7)
    for (int i = 0; i < n; i++) CHECK(c[i] == 2 * (i + 1));
    acc_set_default_async(acc_async_noval);
    /* independent queues: each queue's work in order */
    for (int q = 1; q <= 4; q++) {
#pragma acc parallel loop present(a) async(q)
        for (int i = (q - 1) * n / 4; i < q * n / 4; i++) a[i] *= q;
    }
    for (int q = 1; q <= 4; q++) {
#pragma acc update self(a[(q - 1) * n / 4 : n / 4]) async(q)
    }
    acc_wait_all();
    for (int q = 1; q <= 4; q++)
        for (int i = (q - 1) * n / 4; i < q * n / 4; i++) CHECK(a[i] == (i + 1) * q);
#pragma acc exit data delete(a, b, c)
    CHECK_DONE();
}
