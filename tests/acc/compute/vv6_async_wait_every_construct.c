/* OpenACC 3.3, async (2.16.1) and wait (2.16.2) clauses on parallel, kernels, serial,
 * parallel loop, kernels loop, serial loop, data (3.3: data takes async and wait), enter data,
 * exit data and update, chained on one queue and across queues with wait(q1, q2), with
 * wait(devnum: n : queues) and wait(queues: q) spellings: V&V parallel_async,
 * kernels_async, serial_async, data_async, enter_data_async, exit_data_async, *_wait. */
#include <openacc.h>
#include "check.h"
#define N 1000
static int a[N], b[N], c[N];
int main(void) {
    int dn = acc_get_device_num(acc_get_device_type());
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc enter data copyin(a) async(1)
#pragma acc enter data create(b, c) async(2)
#pragma acc parallel present(a, b) async(1) wait(2)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    }
#pragma acc kernels present(b, c) async(2) wait(1)
    for (int i = 0; i < N; i++) c[i] = b[i] * 2;
#pragma acc serial present(c) async(2)
    c[0] = -7;
#pragma acc parallel loop present(a, c) async(3) wait(queues: 2)
    for (int i = 0; i < N; i++) a[i] = c[i] + 1;
#pragma acc kernels loop present(a) async(3)
    for (int i = 0; i < N; i++) a[i] *= 3;
#pragma acc serial loop present(a, b) async(4) wait(devnum: dn : 3)
    for (int i = 0; i < N; i++) b[i] = a[i] - 1;
#pragma acc update self(b) async(4)
#pragma acc exit data copyout(a) async(3) wait(4)
#pragma acc exit data delete(b, c) async(5) wait(3, 4)
#pragma acc wait(5)
    acc_wait_all();
    for (int i = 0; i < N; i++) {
        int cv = i == 0 ? -7 : 2 * (i + 1);
        CHECK(a[i] == 3 * (cv + 1));
        CHECK(b[i] == 3 * (cv + 1) - 1);
    }
    /* a data construct with async and wait: its copies go on its queue (2.6.5) */
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc parallel loop copy(c) async(6)
    for (int i = 0; i < N; i++) c[i] = 5;
#pragma acc data copyin(a) copyout(b) copy(c) async(7) wait(6)
    {
#pragma acc parallel loop async(7)
        for (int i = 0; i < N; i++) b[i] = a[i] + c[i];
    }
    acc_wait(7);
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 5);
    /* a wait clause without arguments waits for every queue */
#pragma acc parallel loop copy(c) async(8)
    for (int i = 0; i < N; i++) c[i] = 9;
#pragma acc serial loop copy(b) wait
    for (int i = 0; i < N; i++) b[i] = 1;
    acc_wait(8);
    for (int i = 0; i < N; i++) CHECK(b[i] == 1 && c[i] == 9);
    CHECK_DONE();
}
