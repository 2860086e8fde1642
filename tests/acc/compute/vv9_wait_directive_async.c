/* OpenACC 3.3, 2.16.3 (wait directive): with an async clause the wait does not block the
 * host: it makes the async queue wait for the listed queues (acc_wait_async, 3.2.11); a
 * wait without a list and with async makes the queue wait for all queues. The wait-argument
 * may name devnum and queues (2.16). */
#include <openacc.h>
#include "check.h"
#define N 2048
int main(void) {
    static int a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
        c[i] = 0;
    }
#pragma acc enter data copyin(a, b, c)
#pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] *= 2;
#pragma acc wait(1) async(2)
#pragma acc parallel loop present(a, b) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc update self(b) async(2)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i + 1);
    /* wait with no list and async: queue 5 waits for 3 and 4 */
#pragma acc parallel loop present(a) async(3)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop present(c) async(4)
    for (int i = 0; i < N; i++) c[i] = 3;
#pragma acc wait async(5)
#pragma acc parallel loop present(a, c) async(5)
    for (int i = 0; i < N; i++) c[i] += a[i];
#pragma acc update self(c) async(5)
#pragma acc wait(5)
    for (int i = 0; i < N; i++) CHECK(c[i] == 2 * i + 4);
    /* devnum and queues: keywords */
    int dev = acc_get_device_num(acc_get_device_type());
#pragma acc parallel loop present(b) async(6)
    for (int i = 0; i < N; i++) b[i] = -i;
#pragma acc wait(devnum: dev: queues: 6) async(7)
#pragma acc update self(b) async(7)
#pragma acc wait(devnum: dev: 7)
    for (int i = 0; i < N; i++) CHECK(b[i] == -i);
    /* acc_wait_async with the same meaning */
#pragma acc parallel loop present(b) async(8)
    for (int i = 0; i < N; i++) b[i] = i * 5;
    acc_wait_async(8, 9);
#pragma acc update self(b) async(9)
    acc_wait(9);
    for (int i = 0; i < N; i++) CHECK(b[i] == 5 * i);
#pragma acc exit data delete(a, b, c)
    CHECK_DONE();
}
