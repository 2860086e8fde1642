/* OpenACC 3.3, 2.16.2 (wait clause) on parallel, kernels, serial, their combined forms,
 * update, enter data and exit data, with and without devnum and queues modifiers. */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void) {
    int a[N], b[N], c[N], d[N];
    int dev = acc_get_device_num(acc_get_device_type());
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = c[i] = d[i] = 0; }
#pragma acc enter data copyin(a[0:N]) create(b[0:N], c[0:N], d[0:N]) async(1)
#pragma acc parallel present(a[0:N], b[0:N]) async(2) wait(1)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    }
#pragma acc kernels present(b[0:N], c[0:N]) async(3) wait(2)
    for (int i = 0; i < N; i++) c[i] = b[i] + 1;
#pragma acc serial present(c[0:N], d[0:N]) async(4) wait(devnum: dev: queues: 3)
    for (int i = 0; i < N; i++) d[i] = c[i] + 1;
#pragma acc parallel loop present(d[0:N]) async(5) wait(4, 3)
    for (int i = 0; i < N; i++) d[i] += 1;
#pragma acc kernels loop present(d[0:N]) async(6) wait(queues: 5)
    for (int i = 0; i < N; i++) d[i] += 1;
#pragma acc serial loop present(d[0:N]) async(7) wait(6)
    for (int i = 0; i < N; i++) d[i] += 1;
#pragma acc update self(d[0:N]) async(8) wait(7)
#pragma acc exit data delete(a[0:N], b[0:N], c[0:N]) copyout(d[0:N]) wait(8)
    for (int i = 0; i < N; i++) CHECK(d[i] == i + 6);
    CHECK_DONE();
}
