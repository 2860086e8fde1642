/* kernels ... async (OpenACC 3.3, 2.5.3, 2.16.1) on the host team, whose memory is the
 * host's: a pointer declared in the region (`int *p = buf;`) to an array declared there. The
 * kernel read through it when the queue ran, after the next pass of the host loop around it
 * had initialized `buf` again (every pass saw a later pass's values). Like the region's own
 * arrays (kernels_async_region_locals.c), such a kernel now waits for its queue. On a
 * discrete device (emul) `buf` is not present through `p`: a located error, so that part
 * runs only where the device shares the host's memory. Found by the async hunt. */
#include <openacc.h>
#include "check.h"

#define N 1000

int main(void) {
    static int c[N];
    if (acc_get_device_type() == acc_device_host) {
#pragma acc kernels copy(c) async(1)
        {
            for (int k = 0; k < 4; k++) {
                int buf[2] = {k, 2 * k};
                int *p = buf;
                for (int i = 0; i < N; i++) {
                    for (volatile int z = 0; z < 10; z++)
                        ;
                    c[i] += p[i % 2];
                }
            }
        }
#pragma acc wait(1)
        for (int i = 0; i < N; i++) CHECK(c[i] == (i % 2 ? 12 : 6));
    }
    CHECK_DONE();
}
