/* OpenACC 3.3, 2.7.4 deviceptr with acc_malloc'd memory (3.2.16) on data, parallel, kernels
 * and serial constructs, loops over it, acc_memcpy_to/from_device (3.2.25-3.2.26), a
 * deviceptr passed to a routine, and host_data use_device of present data giving the address
 * acc_deviceptr gives (2.8, gcc libgomp deviceptr-1.c, host_data-1.c; V&V
 * parallel_deviceptr.c, kernels_deviceptr.c, serial_deviceptr.c). */
#include <openacc.h>
#include "check.h"
#define N 500
#pragma acc routine seq
static int twice_at(const int *p, int i) { return 2 * p[i]; }
static int same_addr(void *devp, void *host) { return devp == acc_deviceptr(host); }
int main(void) {
    int host[N], out[N];
    for (int i = 0; i < N; i++) host[i] = i;
    int *d = acc_malloc(N * sizeof(int));
    int *e = acc_malloc(N * sizeof(int));
    CHECK(d && e);
    acc_memcpy_to_device(d, host, sizeof host);
#pragma acc parallel loop deviceptr(d, e)
    for (int i = 0; i < N; i++) e[i] = twice_at(d, i);
#pragma acc kernels deviceptr(e)
    for (int i = 0; i < N; i++) e[i] += 1;
#pragma acc data deviceptr(d, e)
    {
#pragma acc serial
        { d[0] = e[N - 1]; }
#pragma acc parallel loop
        for (int i = 1; i < N; i++) d[i] = e[i] - d[i];
    }
    acc_memcpy_from_device(out, d, sizeof out);
    CHECK(out[0] == 2 * (N - 1) + 1);
    for (int i = 1; i < N; i++) CHECK(out[i] == i + 1);
    acc_free(d);
    acc_free(e);
    /* host_data: the device address of present data, as acc_deviceptr gives it */
    int ok = 0;
#pragma acc data copy(host)
    {
        int *hp = host;
#pragma acc host_data use_device(host)
        { ok = same_addr(host, hp); }
#pragma acc host_data use_device(hp)
        { ok = ok && same_addr(hp, host); }
    }
    CHECK(ok);
    CHECK_DONE();
}
