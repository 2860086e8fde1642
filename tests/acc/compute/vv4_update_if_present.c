/* OpenACC 3.3, 2.14.4 (update directive): if_present skips absent data, if(false) skips the
 * update, async/wait on update; V&V update_if_present / update_if. */
#include <openacc.h>
#include "check.h"
#define N 128
int main(void) {
    int a[N], b[N], no = 0, yes = 1;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
#pragma acc update device(b[0:N]) if_present
#pragma acc update self(b[0:N]) if_present
    for (int i = 0; i < N; i++) CHECK(b[i] == -i);
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] += 10;
#pragma acc update self(a[0:N]) if(no)
    if (!acc_on_device(acc_device_host) && acc_get_device_type() != acc_device_host)
        ;
    int shared = acc_is_present(a, sizeof a) && acc_deviceptr(a) == (void *)a;
    for (int i = 0; i < N; i++) CHECK(a[i] == (shared ? i + 10 : i));
#pragma acc update self(a[0:N], b[0:N]) if_present if(yes)
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 10 && b[i] == -i);
    for (int i = 0; i < N; i++) a[i] = 1;
#pragma acc update device(a[0:N]) async(1) if_present
#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] *= 3;
#pragma acc update self(a[0:N]) async(1) wait(1)
#pragma acc wait
    for (int i = 0; i < N; i++) CHECK(a[i] == 3);
#pragma acc exit data delete(a[0:N])
    CHECK_DONE();
}
