/* OpenACC 3.3, 3.2.12 acc_wait_any: waits until some queue of the list is done and returns
 * its index; entries equal to acc_async_sync are ignored, and when every entry is ignored or
 * the list is empty it returns -1; a queue that has finished may be returned again. The
 * test makes each queue's work finish and checks that the index names finished work. */
#include <openacc.h>
#include "check.h"
#define N 1024
int main(void) {
    static int a[3][N];
    int q[4] = {11, acc_async_sync, 12, 13};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < N; i++) a[k][i] = 0;
#pragma acc enter data copyin(a)
    for (int k = 0; k < 3; k++) {
        int qu = 11 + k;
#pragma acc parallel loop present(a) async(qu)
        for (int i = 0; i < N; i++) a[k][i] = k + i;
    }
    int done = 0;
    for (int round = 0; round < 3; round++) {
        int idx = acc_wait_any(4, q);
        CHECK(idx == 0 || idx == 2 || idx == 3);
        if (idx >= 0) {
            CHECK(acc_async_test(q[idx]));
            done |= 1 << idx;
            q[idx] = acc_async_sync; /* ignored from now on */
        }
    }
    CHECK(done == ((1 << 0) | (1 << 2) | (1 << 3)));
    CHECK(acc_wait_any(4, q) == -1);
    CHECK(acc_wait_any(0, q) == -1);
#pragma acc exit data copyout(a)
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < N; i++) CHECK(a[k][i] == k + i);
    CHECK_DONE();
}
