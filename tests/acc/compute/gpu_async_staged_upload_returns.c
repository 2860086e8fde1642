/* OpenACC 3.3, 2.16.1 (async clause): with async, "the local thread" continues while the
 * operation waits on its activity queue; operations on one queue run in order. An async
 * `update device` of 4 MiB of pageable (malloc'd) memory is queued behind a kernel still
 * spinning on queue 1 until the host writes a flag (acc_memcpy_to_device: synchronous, not
 * behind queue 1), which the host does only after the update has returned. Until 2026-11-29
 * the nvidia runtime synchronised the stream before a staged upload of 1 MiB or more (the
 * staging ring ran on its own stream): the host waited for the kernel, which gave up. The
 * upload reads its source at the call (as cuMemcpyHtoDAsync from pageable memory), reaches the
 * device after the kernel (which wrote big[0]) and before the next kernel on the queue. */
#include "gpu_check.h"

enum { N = 1 << 19 }; /* doubles: 4 MiB, above the 1 MiB staging threshold */

int main(void) {
    int flag[1] = {0}, out[1] = {0};
    double *big = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) big[i] = 0;
#pragma acc data copyin(flag) copy(out) copyin(big[0:N])
    {
#pragma acc serial present(flag, out, big[0:N]) async(1)
        {
            long long spins = 0;
            while (((volatile int *)flag)[0] == 0 && spins < 200000000LL) spins++;
            out[0] = ((volatile int *)flag)[0] ? 1 : 2;
            big[0] = -5;
        }
        for (int i = 0; i < N; i++) big[i] = 2.0 * i;
#pragma acc update device(big[0:N]) async(1)
        /* Changed after the call: the upload has read the source already (a device copy). */
        for (int i = 0; i < N; i++) big[i] = -1;
        int one = 1;
        acc_memcpy_to_device(acc_deviceptr(flag), &one, sizeof one);
#pragma acc parallel loop present(big[0:N]) async(1)
        for (int i = 0; i < N; i++) big[i] += 1;
#pragma acc wait(1)
#pragma acc update self(big[0:N])
    }
    CHECK(out[0] == 1);
    long bad = 0;
    for (int i = 0; i < N; i++) {
        /* On the host device the "device copy" is the host array: the kernel's write of big[0]
         * comes after the host's (ordered by the flag), the update does nothing. */
        double want = on_device() ? 2.0 * i + 1 : (i == 0 ? -4 : 0);
        if (big[i] != want) bad++;
    }
    CHECK(bad == 0);
    free(big);
    CHECK_DONE();
}
