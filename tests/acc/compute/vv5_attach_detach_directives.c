/* OpenACC 3.3, 2.7.13 (attach clause), 2.7.14 (detach clause), 2.6.8 (attachment counter):
 * enter data attach / exit data detach on struct members and on pointer variables, attach
 * on parallel, kernels, serial and data constructs, detach with finalize, and the copy of a
 * struct whose member is attached; V&V attach_*, detach_*, enter_data_attach. */
#include <openacc.h>
#include "check.h"
#define N 40
typedef struct { double *v; int n; } vec;
int main(void) {
    double x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; }
    vec s = { x, N };
    /* the struct first, then the array: attach makes the device struct point at it */
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(x[0:N])
#pragma acc enter data attach(s.v)
#pragma acc parallel loop present(s) copyout(y[0:N])
    for (int i = 0; i < s.n; i++) y[i] = s.v[i] * 2;
    for (int i = 0; i < N; i++) CHECK(y[i] == 2 * i);
    /* attach twice, detach once: still attached */
#pragma acc enter data attach(s.v)
#pragma acc exit data detach(s.v)
#pragma acc serial present(s)
    for (int i = 0; i < s.n; i++) s.v[i] += 1;
#pragma acc kernels present(s)
    for (int i = 0; i < s.n; i++) s.v[i] += 1;
    /* detach: the device struct's member is the host pointer again */
#pragma acc exit data detach(s.v)
#pragma acc exit data copyout(x[0:N])
    for (int i = 0; i < N; i++) CHECK(x[i] == i + 2);
    /* copyout of the struct after detach brings the host pointer back, not the device one */
#pragma acc exit data copyout(s)
    CHECK(s.v == x);
    /* a pointer variable: attach on a compute construct and on a data construct */
    double *p = y;
#pragma acc enter data copyin(p, y[0:N])
#pragma acc parallel loop attach(p) present(p)
    for (int i = 0; i < N; i++) p[i] = 3 * i;
#pragma acc data attach(p)
    {
#pragma acc kernels loop present(p)
        for (int i = 0; i < N; i++) p[i] += 1;
    }
    /* attach then detach finalize: the attachment counter back to zero */
#pragma acc enter data attach(p)
#pragma acc enter data attach(p)
#pragma acc exit data detach(p) finalize
#pragma acc exit data copyout(y[0:N]) delete(p)
    for (int i = 0; i < N; i++) CHECK(y[i] == 3 * i + 1);
    CHECK(p == y);
    /* a struct whose member is copied with it: copyin(s, s.v[0:N]) attaches implicitly */
    for (int i = 0; i < N; i++) x[i] = -i;
    s.v = x;
#pragma acc data copyin(s) copy(s.v[0:N])
    {
#pragma acc parallel loop present(s)
        for (int i = 0; i < s.n; i++) s.v[i] *= -1;
    }
    for (int i = 0; i < N; i++) CHECK(x[i] == i);
    CHECK(s.v == x);
    CHECK_DONE();
}
