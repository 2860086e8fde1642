// cflags: -Wall -Wextra -Wshadow
/* OpenACC 3.3, 2.8.1: inside `host_data use_device(buf)` the name `buf` is the device
 * address. oxacc declares a `buf` of the construct's own that shadows the user's variable;
 * cc warned about that declaration under -Wshadow ("declaration of 'buf' shadows a previous
 * local"), a warning about generated code. A halo exchange passing device buffers to a
 * GPU-aware library, with acc_memcpy_device standing in for it. */
#include "check.h"
#include <openacc.h>
static void exchange(double *dst, const double *src, int n) {
    acc_memcpy_device(dst, (void *)src, n * sizeof(double));
}
int main(void) {
    int n = 64;
    double *send = malloc(n * sizeof(double)), *recv = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) send[i] = i, recv[i] = -1;
#pragma acc data copyin(send[0:n]) copyout(recv[0:n])
    {
#pragma acc host_data use_device(send, recv)
        exchange(recv, send, n);
        double *h = recv;
#pragma acc host_data use_device(recv)
        {
            CHECK(recv == acc_deviceptr(h));
        }
    }
    for (int i = 0; i < n; i++) CHECK(recv[i] == i);
    free(send);
    free(recv);
    CHECK_DONE();
}
