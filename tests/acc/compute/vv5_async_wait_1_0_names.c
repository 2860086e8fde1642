/* OpenACC 1.0's acc_async_wait(q) and acc_async_wait_all() (renamed acc_wait and acc_wait_all
 * in 2.0, OpenACC 3.3 section 1.16's list of changes; gcc's and nvc's openacc.h keep them):
 * 1.0-era programs call them after async compute constructs and updates (they were
 * undeclared). */
#include <openacc.h>
#include "check.h"
#define N 4096
int main(void) {
    static float a[N], b[N];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc data copyin(a) copy(b)
    {
#pragma acc parallel loop async(1)
        for (int i = 0; i < N; i++) b[i] = 2 * a[i];
#pragma acc update self(b) async(1)
        acc_async_wait(1);
        for (int i = 0; i < N; i++) CHECK(b[i] == 2.0f * i);
#pragma acc parallel loop async(2)
        for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc kernels loop async(3)
        for (int i = 0; i < N; i++) a[i] = -a[i];
#pragma acc update self(b) async(2)
#pragma acc update self(a) async(3)
        acc_async_wait_all();
        CHECK(acc_async_test_all());
        for (int i = 0; i < N; i++) CHECK(b[i] == 2.0f * i + 1 && a[i] == -(float)i);
    }
    CHECK_DONE();
}
