/* OpenACC 3.3, 2.16.3 (wait directive): the if clause, wait with async, devnum and queues
 * modifiers; V&V wait_if / wait_async / wait_devnum. */
#include <openacc.h>
#include "check.h"
#define N 512
int main(void) {
    int a[N], b[N], c[N], t = 1, f = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc enter data copyin(a[0:N]) create(b[0:N], c[0:N])
#pragma acc parallel loop async(1) present(a[0:N], b[0:N])
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc wait(1) if(t)
#pragma acc parallel loop async(2) present(b[0:N], c[0:N])
    for (int i = 0; i < N; i++) c[i] = b[i] * 2;
#pragma acc wait if(f)
#pragma acc wait(2) async(3) if(t)
#pragma acc update self(c[0:N]) async(3)
#pragma acc wait(devnum: acc_get_device_num(acc_get_device_type()): queues: 3)
    for (int i = 0; i < N; i++) CHECK(c[i] == 2 * (i + 1));
#pragma acc parallel loop async(4) present(c[0:N])
    for (int i = 0; i < N; i++) c[i] += 1;
#pragma acc wait(4) if(t != 0)
#pragma acc update self(c[0:N])
    for (int i = 0; i < N; i++) CHECK(c[i] == 2 * (i + 1) + 1);
#pragma acc exit data delete(a[0:N], b[0:N], c[0:N])
    CHECK_DONE();
}
