/* OpenACC 3.3, 2.7.x and 2.14.6/2.14.7 (enter/exit data): if, async, wait, finalize,
 * copyout(zero:), create(zero:), attach/detach; V&V exit_data_finalize, enter_data_if. */
#include <openacc.h>
#include "check.h"
#define N 100
int main(void) {
    int a[N], b[N], c[N], no = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 7; c[i] = 5; }
#pragma acc enter data copyin(a[0:N]) if(no)
    CHECK(!acc_is_present(a, sizeof a) || acc_get_device_type() == acc_device_host);
#pragma acc enter data copyin(a[0:N]) async(1)
#pragma acc enter data copyin(a[0:N]) async(1)
#pragma acc enter data create(zero: b[0:N]) wait(1)
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc exit data copyout(b[0:N]) async(2)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(b[i] == i + (acc_get_device_type() == acc_device_host ? 7 : 0));
    /* a has a dynamic count of 2: finalize removes it at once */
#pragma acc exit data delete(a[0:N]) finalize
    CHECK(!acc_is_present(a, sizeof a) || acc_get_device_type() == acc_device_host);
#pragma acc enter data copyin(c[0:N])
#pragma acc enter data copyin(c[0:N])
#pragma acc parallel loop present(c[0:N])
    for (int i = 0; i < N; i++) c[i] = i * 2;
#pragma acc exit data copyout(c[0:N]) finalize async(3) wait(1)
#pragma acc wait(3)
    for (int i = 0; i < N; i++) CHECK(c[i] == i * 2);
    CHECK(!acc_is_present(c, sizeof c) || acc_get_device_type() == acc_device_host);
#pragma acc enter data create(c[0:N])
#pragma acc exit data copyout(c[0:N]) if(no)
#pragma acc exit data delete(c[0:N]) if(!no)
    CHECK(!acc_is_present(c, sizeof c) || acc_get_device_type() == acc_device_host);
    /* copyout(zero:) on a data construct: the device copy starts at zero (2.7.8) */
    int z[N];
    for (int i = 0; i < N; i++) z[i] = 9;
#pragma acc data copyout(zero: z[0:N])
    {
#pragma acc parallel loop present(z[0:N])
        for (int i = 0; i < N; i += 2) z[i] = 1;
    }
    for (int i = 0; i < N; i++) CHECK(z[i] == (i % 2 ? (acc_get_device_type() == acc_device_host ? 9 : 0) : 1));
    CHECK_DONE();
}
