/* OpenACC 3.3, 2.13 (declare directive) in function scope: create, copy, copyin, copyout,
 * present, deviceptr, device_resident; V&V declare_function_scope_*. */
#include <openacc.h>
#include "check.h"
#define N 100
static void scope_create(int *out) {
    int t[N];
#pragma acc declare create(t)
#pragma acc parallel loop present(t)
    for (int i = 0; i < N; i++) t[i] = i * 3;
#pragma acc parallel loop present(t) copyout(out[0:N])
    for (int i = 0; i < N; i++) out[i] = t[i] + 1;
}
static void scope_copy(int *out) {
    {
        int t[N];
        for (int i = 0; i < N; i++) t[i] = i;
        {
            int *q = t;
#pragma acc data copy(t)
#pragma acc parallel loop present(q[0:N])
            for (int i = 0; i < N; i++) q[i] += 2;
        }
        for (int i = 0; i < N; i++) out[i] = t[i];
    }
}
static int scope_copyin_copyout(void) {
    int in[N], out[N], bad = 0;
    for (int i = 0; i < N; i++) { in[i] = i; out[i] = 0; }
    {
        int i2[N], o[N];
        for (int i = 0; i < N; i++) i2[i] = in[i];
        {
            int i3[N], o3[N];
            for (int i = 0; i < N; i++) i3[i] = i2[i];
#pragma acc declare copyin(i3) create(o3)
#pragma acc parallel loop
            for (int i = 0; i < N; i++) o3[i] = i3[i] * i3[i];
#pragma acc update self(o3)
            for (int i = 0; i < N; i++) o[i] = o3[i];
        }
        for (int i = 0; i < N; i++) out[i] = o[i];
    }
    for (int i = 0; i < N; i++) bad += out[i] != i * i;
    return bad;
}
static void scope_present(int *a) {
    int loc[N];
    for (int i = 0; i < N; i++) loc[i] = a[i];
#pragma acc enter data copyin(loc)
#pragma acc declare present(loc)
#pragma acc parallel loop
    for (int i = 0; i < N; i++) loc[i] += 1;
#pragma acc update self(loc)
#pragma acc exit data delete(loc)
    for (int i = 0; i < N; i++) a[i] = loc[i];
}
static void scope_deviceptr(int *out) {
    int *d = acc_malloc(N * sizeof(int));
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
    for (int i = 0; i < N; i++) d[i] = 7 * i;
    acc_memcpy_from_device(out, d, N * sizeof(int));
    acc_free(d);
}
int main(void) {
    int r[N];
    scope_create(r);
    for (int i = 0; i < N; i++) CHECK(r[i] == 3 * i + 1);
    scope_copy(r);
    for (int i = 0; i < N; i++) CHECK(r[i] == i + 2);
    CHECK(scope_copyin_copyout() == 0);
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    scope_present(a);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 1);
    scope_deviceptr(r);
    for (int i = 0; i < N; i++) CHECK(r[i] == 7 * i);
    CHECK_DONE();
}
