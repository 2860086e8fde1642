/* OpenACC 3.3, 2.16.1 (async) and 2.16.2 (wait) on enter data, update and exit data: each
 * step on its own queue waiting for the one before, with wait(devnum:...:queues:...) forms,
 * async without an argument (acc_async_noval) and acc_set_default_async; V&V
 * enter_data_async, update_async_wait, exit_data_async, wait_devnum_queues. */
#include <openacc.h>
#include "check.h"
#define N 512
int main(void) {
    int a[N], b[N], c[N];
    int dn = acc_get_device_num(acc_get_device_type());
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 1000; }
#pragma acc enter data copyin(a[0:N]) async(1)
#pragma acc enter data create(b[0:N], c[0:N]) async(2)
#pragma acc parallel loop present(a[0:N], b[0:N]) async(3) wait(1, 2)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    /* (on a shared-memory device the host must not write what queue 3 reads: c is apart) */
#pragma acc update device(c[0:N]) async(4) wait(devnum: dn: queues: 3)
#pragma acc parallel loop present(c[0:N], b[0:N]) async(4)
    for (int i = 0; i < N; i++) b[i] += c[i];
#pragma acc update self(b[0:N / 2]) async(5) wait(queues: 4)
#pragma acc update self(b[N / 2:N / 2]) async(6) wait(4)
#pragma acc wait(devnum: dn: queues: 5, 6)
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1001);
    /* async with no argument and the default queue */
    acc_set_default_async(11);
    CHECK(acc_get_default_async() == 11);
#pragma acc parallel loop present(b[0:N]) async
    for (int i = 0; i < N; i++) b[i] = -b[i];
#pragma acc update self(b[0:N]) async(acc_async_noval)
#pragma acc wait(11)
    for (int i = 0; i < N; i++) CHECK(b[i] == -(i + 1001));
#pragma acc set default_async(acc_async_sync)
#pragma acc parallel loop present(b[0:N]) async
    for (int i = 0; i < N; i++) b[i] = 0;
#pragma acc update self(b[0:N]) async
    for (int i = 0; i < N; i++) CHECK(b[i] == 0);
    acc_set_default_async(acc_async_default);
    /* exit data on queues waiting for each other */
#pragma acc parallel loop present(a[0:N]) async(7)
    for (int i = 0; i < N; i++) a[i] = 2 * i;
#pragma acc exit data copyout(a[0:N]) async(8) wait(7)
#pragma acc exit data delete(b[0:N], c[0:N]) async(9) wait(devnum: dn: 8)
#pragma acc wait(9) async(10)
#pragma acc wait
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    CHECK(acc_async_test_all());
    CHECK_DONE();
}
