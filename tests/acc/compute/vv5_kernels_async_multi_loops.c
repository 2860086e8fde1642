/* OpenACC 3.3, 2.5.3 (kernels) with 2.16.1 (async) and 2.16.2 (wait): a kernels construct of
 * several loops (each a kernel, run in order on the construct's queue) waiting for another
 * queue, repeated, with if(true) from a variable; a kernels construct with if(false) runs on
 * the host copies; V&V kernels_async, kernels_wait, kernels_if. */
#include <openacc.h>
#include "check.h"
#define N 1024
int main(void) {
    static double a[N], b[N], c[N], d[N];
    int dev = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; d[i] = 1; }
#pragma acc enter data copyin(a, b, c, d)
#pragma acc parallel loop present(b) async(1)
    for (int i = 0; i < N; i++) b[i] = 1;
    int go = 1;
    for (int rep = 0; rep < 3; rep++) {
#pragma acc kernels present(a, b, c) async(2) wait(1) if(go)
        {
            for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
            for (int i = 0; i < N; i++) c[i] *= 2;
            for (int i = 0; i < N; i++) b[i] = c[i];
        }
    }
#pragma acc update self(b, c) async(2)
    acc_wait(2);
    for (int i = 0; i < N; i++) CHECK(c[i] == 14.0 * i + 8 && b[i] == c[i]);
    /* if(false): the loops run on the host, on the host copy of d */
    go = 0;
#pragma acc kernels present(d) if(go) async(3)
    {
        for (int i = 0; i < N; i++) d[i] += 1;
        for (int i = 0; i < N; i++) d[i] *= 3;
    }
    acc_wait(3);
    for (int i = 0; i < N; i++) CHECK(d[i] == 6);
#pragma acc update self(d)
    for (int i = 0; i < N; i++) CHECK(d[i] == (dev ? 1 : 6));
#pragma acc exit data delete(a, b, c, d)
    CHECK_DONE();
}
