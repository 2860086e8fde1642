/* OpenACC 3.3, 2.7.7/2.7.8/2.7.9 (copyin(readonly:), copyout(zero:), create(zero:)) on
 * parallel, serial, kernels, the combined constructs, data and enter data, and 2.10's
 * cache(readonly:); V&V *_copyout_zero, *_create_zero, *_copyin_readonly. */
#include <openacc.h>
#include "check.h"
#define n 128
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    int a[n], b[n], c[n], s = 0;
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 5; c[i] = 7; }
#pragma acc parallel copyin(readonly: a) copyout(zero: b) create(zero: c)
    {
#pragma acc loop
        for (int i = 0; i < n; i++) { c[i] += a[i]; b[i] += c[i]; }
    }
    for (int i = 0; i < n; i++) CHECK(b[i] == (shared ? 5 + 7 + i : i));
    for (int i = 0; i < n; i++) { b[i] = 5; c[i] = 7; }
#pragma acc serial copyin(readonly: a[0:n]) copyout(zero: b[0:n])
    for (int i = 0; i < n; i += 2) b[i] = a[i];
    for (int i = 0; i < n; i++) CHECK(b[i] == (i % 2 == 0 ? i : (shared ? 5 : 0)));
#pragma acc kernels copyout(zero: b[0:n]) create(zero: c[0:n])
    for (int i = 0; i < n; i++) b[i] = c[i] + 1;
    for (int i = 0; i < n; i++) CHECK(b[i] == (shared ? 8 : 1));
#pragma acc parallel loop copyout(zero: b) reduction(+: s) copyin(readonly: a)
    for (int i = 0; i < n; i++) s += b[i] + a[i];
    CHECK(s == (shared ? 8 * n : 0) + n * (n - 1) / 2);
#pragma acc serial loop create(zero: c) copyout(b)
    for (int i = 0; i < n; i++) b[i] = c[i];
    for (int i = 0; i < n; i++) CHECK(b[i] == (shared ? 7 : 0));
#pragma acc kernels loop copyout(zero: b[1:n - 2])
    for (int i = 1; i < n - 1; i += 3) b[i] = -1;
    for (int i = 1; i < n - 1; i++) CHECK(b[i] == ((i - 1) % 3 == 0 ? -1 : (shared ? 7 : 0)));
#pragma acc data copyin(readonly: a) create(zero: c) copyout(b)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
#pragma acc cache(readonly: a[i:1])
            b[i] = a[i] + c[i];
        }
    }
    for (int i = 0; i < n; i++) CHECK(b[i] == i + (shared ? 7 : 0));
#pragma acc enter data create(zero: c) copyin(a)
#pragma acc parallel loop present(a, c) copyout(b)
    for (int i = 0; i < n; i++) b[i] = a[i] * c[i] + 1;
#pragma acc exit data delete(a, c)
    for (int i = 0; i < n; i++) CHECK(b[i] == (shared ? 7 * i + 1 : 1));
    CHECK_DONE();
}
