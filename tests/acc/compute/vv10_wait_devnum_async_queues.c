/* OpenACC 3.3, 2.16.3 (wait directive): wait(devnum: d: q...) for the current device's
 * number, with and without queues, with an async clause (the wait joins queue 3 instead of
 * blocking), and `wait(devnum: d)` with no queues (every queue of that device); checked by
 * the data moved after each (V&V wait_devnum.c). */
#include <openacc.h>
#include "check.h"
#define N 200
int main(void) {
    static double x[N], y[N], z[N];
    for (int i = 0; i < N; i++) x[i] = i, y[i] = 0, z[i] = 0;
    int d = acc_get_device_num(acc_get_device_type());
#pragma acc enter data copyin(x) create(y, z)
#pragma acc parallel loop present(x, y) async(1)
    for (int i = 0; i < N; i++) y[i] = x[i] * 3;
/* queue 2 runs beside queue 1: it writes other data */
#pragma acc parallel loop present(z) async(2)
    for (int i = 0; i < N; i++) z[i] = -1;
#pragma acc wait(devnum: d: 1, 2) async(3)
#pragma acc update self(y, z) async(3)
#pragma acc wait(devnum: d: 3)
    for (int i = 0; i < N; i++) CHECK(y[i] == 3.0 * i && z[i] == -1);
#pragma acc parallel loop present(z, y) async(4)
    for (int i = 0; i < N; i++) y[i] += z[i];
#pragma acc update self(y) async(4)
#pragma acc wait(devnum: d)
    for (int i = 0; i < N; i++) CHECK(y[i] == 3.0 * i - 1);
    CHECK(acc_async_test_all() != 0);
#pragma acc exit data delete(x, y, z)
    CHECK_DONE();
}
