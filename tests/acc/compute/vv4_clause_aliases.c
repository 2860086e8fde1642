/* OpenACC 3.3, 2.7.4-2.7.7 (pcopy, present_or_copy, pcopyin, present_or_copyin, pcopyout,
 * present_or_copyout, pcreate, present_or_create: the 1.0/2.x aliases the spec keeps) and
 * 2.14.4's `update host(...)`; V&V 2.x programs use them. */
#include <openacc.h>
#include "check.h"
#define n 256
int main(void) {
    double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
    double *c = malloc(n * sizeof(double)), *d = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 2 * i; c[i] = 0; d[i] = -1; }
#pragma acc data pcopyin(a[0:n]) present_or_copyin(b[0:n]) pcopyout(c[0:n]) pcreate(d[0:n])
    {
#pragma acc parallel loop pcopy(a[0:n]) present_or_copyout(c[0:n]) present_or_create(d[0:n])
        for (int i = 0; i < n; i++) { d[i] = a[i] + b[i]; c[i] = d[i] * 2; }
#pragma acc kernels present_or_copy(b[0:n]) pcopyin(a[0:n])
        for (int i = 0; i < n; i++) b[i] += a[i];
#pragma acc update host(b[0:n])
#pragma acc serial loop pcopyout(d[0:n])
        for (int i = 0; i < n; i++) d[i] = 1;
    }
    for (int i = 0; i < n; i++) CHECK(c[i] == 6 * i && b[i] == 3 * i && d[i] == -1 + (acc_get_device_type() == acc_device_host ? 2 : 0));
#pragma acc enter data pcopyin(a[0:n]) present_or_create(c[0:n])
#pragma acc parallel loop present(a[0:n], c[0:n])
    for (int i = 0; i < n; i++) c[i] = a[i] + 1;
#pragma acc update host(c[0:n]) self(a[0:n])
#pragma acc exit data delete(a[0:n], c[0:n])
    for (int i = 0; i < n; i++) CHECK(c[i] == i + 1);
    free(a); free(b); free(c); free(d);
    CHECK_DONE();
}
