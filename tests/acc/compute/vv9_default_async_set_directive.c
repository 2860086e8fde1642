/* OpenACC 3.3, 2.14.3 (set default_async) and 2.16.1: an async clause without an argument
 * means acc_async_noval, which uses the queue set by `set default_async` (or
 * acc_set_default_async, 3.2.14); acc_get_default_async reads it; `set default_async(
 * acc_async_default)` restores the initial queue. The wait directive and acc_async_test on
 * the chosen queue see the work (V&V set_default_async.c, acc_set_default_async.c). */
#include <openacc.h>
#include "check.h"
#define N 2000
int main(void) {
    static int a[N];
    int initial = acc_get_default_async();
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a)
#pragma acc set default_async(5)
    CHECK(acc_get_default_async() == 5);
#pragma acc parallel loop present(a) async
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc update self(a) async
#pragma acc wait(5)
    CHECK(acc_async_test(5));
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 1);
    acc_set_default_async(7);
    CHECK(acc_get_default_async() == 7);
#pragma acc parallel loop present(a) async(acc_async_noval)
    for (int i = 0; i < N; i++) a[i] *= 3;
    acc_update_self_async(a, sizeof a, acc_async_noval);
    acc_wait(7);
    for (int i = 0; i < N; i++) CHECK(a[i] == 3 * (i + 1));
    /* the default queue with a set directive under an if clause that is false: no change */
    int no = 0;
#pragma acc set default_async(9) if(no)
    CHECK(acc_get_default_async() == 7);
#pragma acc set default_async(acc_async_default)
    CHECK(acc_get_default_async() == initial);
#pragma acc exit data delete(a)
    CHECK_DONE();
}
