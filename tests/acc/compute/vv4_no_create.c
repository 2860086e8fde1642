/* OpenACC 3.3, 2.7.10 (no_create clause) on parallel, kernels, serial, data and the combined
 * constructs: present data is used, absent data is not created; V&V *_no_create. */
#include <openacc.h>
#include "check.h"
#define N 64
int main(void) {
    int a[N], b[N], *absent = NULL, use = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel no_create(a[0:N], absent[0:N]) copy(b[0:N])
    {
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] + (use ? absent[i] : 0);
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == i);
#pragma acc kernels no_create(a[0:N], absent[0:N]) copy(b[0:N])
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc serial no_create(a[0:N]) copy(b[0:N])
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc parallel loop no_create(a) copy(b)
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc kernels loop no_create(a) copy(b)
    for (int i = 0; i < N; i++) b[i] += a[i];
#pragma acc serial loop no_create(a, absent) copy(b)
    for (int i = 0; i < N; i++) b[i] += a[i];
    for (int i = 0; i < N; i++) CHECK(b[i] == 6 * i);
#pragma acc data no_create(b)
    {
        CHECK(!acc_is_present(b, sizeof b) || acc_get_device_type() == acc_device_host);
    }
#pragma acc exit data delete(a)
    CHECK_DONE();
}
