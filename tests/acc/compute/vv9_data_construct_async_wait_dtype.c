/* OpenACC 3.3, 2.6.5: the data construct takes async, wait and device_type (new in 3.2/3.3):
 * with async, the copies at entry and exit go on that queue, and the regions inside that use
 * the same queue are ordered after the entry copy; only async and wait may follow a
 * device_type clause. The V&V suite's data_async.c and data_wait.c style. */
#include <openacc.h>
#include "check.h"
#define N 1000
int main(void) {
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 2 * i;
        c[i] = 0;
    }
    /* entry copies and the region and the exit copy all on queue 1 */
#pragma acc data copyin(a, b) copyout(c) async(1)
    {
#pragma acc parallel loop present(a, b, c) async(1)
        for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
    }
#pragma acc wait(1)
    for (int i = 0; i < N; i++) CHECK(c[i] == 3.0f * i);
    /* wait clause: the data construct waits for queue 2's update before its copies */
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc enter data copyin(b)
#pragma acc parallel loop present(b) async(2)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc update self(b) async(2)
#pragma acc data copy(a) wait(2)
    {
        for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i + 1);
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++) a[i] = b[i] * 2;
    }
#pragma acc exit data delete(b)
    for (int i = 0; i < N; i++) CHECK(a[i] == 4 * i + 2);
    /* device_type groups: async after device_type(*) and after device_type(host) */
    for (int i = 0; i < N; i++) c[i] = 0;
#pragma acc data copyin(a) copyout(c) device_type(host) async(3) device_type(*) async(3)
    {
#pragma acc parallel loop present(a, c) async(3)
        for (int i = 0; i < N; i++) c[i] = a[i] - 1;
    }
#pragma acc wait(3)
    for (int i = 0; i < N; i++) CHECK(c[i] == 4 * i + 1);
    /* dtype spelling with wait */
#pragma acc parallel loop copy(c) async(4)
    for (int i = 0; i < N; i++) c[i] *= 2;
#pragma acc data copy(c) dtype(*) wait(4)
    {
#pragma acc parallel loop present(c)
        for (int i = 0; i < N; i++) c[i] += 1;
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == 8 * i + 3);
    CHECK(acc_async_test_all());
    CHECK_DONE();
}
