/* OpenACC 3.3, 2.16.2 (wait clause) and 2.16.3 (wait directive) with the devnum modifier
 * naming another device than the current one (emul: two devices, set before the runtime
 * starts; host: one): a compute construct on device 0 waits for queues of the last device,
 * `wait(devnum: d: queues: q1, q2) async(q)` joins them to a queue of the current device,
 * and acc_wait_all_device / acc_async_test_all_device (3.2.9/3.2.10) on each; V&V
 * wait_devnum, parallel_wait_devnum. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 2048
int main(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 0);
    acc_device_t t = acc_get_device_type();
    int last = acc_get_num_devices(t) - 1;
    static int x[N], y[N], z[N], w[N];
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; z[i] = 0; w[i] = i; }
    /* work on the last device, on queues 1 and 2 */
    acc_set_device_num(last, t);
#pragma acc enter data copyin(x, w) create(y)
#pragma acc parallel loop present(x, y) async(1)
    for (int i = 0; i < N; i++) y[i] = x[i] * 2;
#pragma acc update self(y) async(1)
#pragma acc parallel loop present(w) async(2)
    for (int i = 0; i < N; i++) w[i] += 1;
#pragma acc update self(w) async(2)
    /* device 0 waits for both, first by a clause on its compute construct */
    acc_set_device_num(0, t);
#pragma acc parallel loop copyout(z) wait(devnum: last: queues: 1, 2) async(3)
    for (int i = 0; i < N; i++) z[i] = 5;
#pragma acc wait(3)
    for (int i = 0; i < N; i++) CHECK(y[i] == 2 * i && w[i] == i + 1 && z[i] == 5);
    CHECK(acc_async_test_all_device(last) != 0);
    /* the directive form joining another device's queue to a queue of this one */
    acc_set_device_num(last, t);
#pragma acc parallel loop present(y) async(4)
    for (int i = 0; i < N; i++) y[i] = -y[i];
#pragma acc update self(y) async(4)
    acc_set_device_num(0, t);
#pragma acc wait(devnum: last: 4) async(5)
#pragma acc wait(5)
    for (int i = 0; i < N; i++) CHECK(y[i] == -2 * i);
    acc_wait_all_device(last);
    acc_set_device_num(last, t);
#pragma acc exit data delete(x, y, w)
    acc_set_device_num(0, t);
    CHECK_DONE();
}
