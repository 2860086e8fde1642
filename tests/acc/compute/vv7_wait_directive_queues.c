/* OpenACC 3.3, 2.16.3 the wait directive: wait(list), wait(list) async(q), wait async,
 * wait(devnum: d: queues: list), wait(devnum: d) (every queue of device d, 2.16; oxacc
 * rejected it before) and wait(queues: list) forms, the wait clause with devnum and no list
 * on parallel, kernels, serial, update and exit data, the wait directive with if, and
 * acc_async_noval on update, enter data and exit data (2.16.1):
 * V&V wait_async.c, wait_devnum.c, enter_data_async_noval, libgomp data-3.c style. */
#include <openacc.h>
#include "check.h"
#define N 1024
static int a[N], b[N], c[N], d[N];
int main(void) {
    int dev = acc_get_device_num(acc_get_device_type());
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; d[i] = 0; }
#pragma acc enter data copyin(a) async(1)
#pragma acc enter data copyin(b) async(2)
#pragma acc enter data create(c, d) async(acc_async_noval)
#pragma acc wait(1, 2, acc_async_noval)
#pragma acc parallel loop present(a, b, c) async(1)
    for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
#pragma acc parallel loop present(a, d) async(2)
    for (int i = 0; i < N; i++) d[i] = a[i] * 2;
    /* queue 3 waits for 1 and 2, then runs after them */
#pragma acc wait(1, 2) async(3)
#pragma acc parallel loop present(c, d) async(3)
    for (int i = 0; i < N; i++) c[i] -= d[i];
#pragma acc wait(devnum: dev: queues: 3)
#pragma acc update self(c) async(acc_async_noval)
#pragma acc wait(acc_async_noval)
    for (int i = 0; i < N; i++) CHECK(c[i] == i);
    /* wait async: the queue waits for every queue */
#pragma acc parallel loop present(a) async(4)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop present(b) async(5)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc wait async(6)
#pragma acc update self(a, b) async(6)
#pragma acc wait(queues: 6)
    CHECK(a[N - 1] == N && b[N - 1] == 2 * N - 1);
    /* wait with if(false) does not wait; acc_wait_all afterwards does */
    int no = 0;
#pragma acc parallel loop present(d) async(7)
    for (int i = 0; i < N; i++) d[i] = 5;
#pragma acc wait(7) if(no)
    /* no list after devnum: every queue of that device (2.16; 3.2.12's wait(devnum:dev_num)) */
#pragma acc parallel loop present(d) wait(devnum: dev:) async(9)
    for (int i = 0; i < N; i++) d[i] += 1;
#pragma acc parallel loop present(d) async(10) wait(devnum: dev)
    for (int i = 0; i < N; i++) d[i] *= 2;
#pragma acc wait(devnum: dev)
#pragma acc kernels loop present(d) async(11) wait(devnum: dev)
    for (int i = 0; i < N; i++) d[i] += 0;
#pragma acc kernels present(d) wait(devnum: dev: queues: 11)
    {
        for (int i = 0; i < N; i++) d[i] += 1;
        for (int i = 0; i < N; i++) d[i] -= 1;
    }
#pragma acc serial present(d) wait(devnum: dev)
    { d[1] += 0; }
#pragma acc update self(d[0:4]) async(acc_async_noval) wait(devnum: dev)
#pragma acc exit data copyout(d) async(acc_async_noval)
#pragma acc exit data delete(a, b, c) async(8) wait(devnum: dev:)
#pragma acc wait
    CHECK(d[0] == 12 && d[N - 1] == 12);
    CHECK(acc_get_device_type() == acc_device_host || !acc_is_present(a, sizeof a));
    CHECK_DONE();
}
