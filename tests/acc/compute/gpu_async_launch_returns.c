/* OpenACC 3.3, 2.16.1 (async clause): with async, "the local thread" continues while the
 * construct runs on its activity queue. A kernel on queue 1 spins until the host writes a flag
 * into the flag's device copy (acc_memcpy_to_device: synchronous, not behind queue 1), which
 * the host does only after the construct has returned; the kernel gives up after a bounded
 * spin. Until 2026-11-29 every emul launch waited for its kernel (so code that needed an async
 * kernel to be done before its queue was waited for passed there): the kernel gave up. */
#include "gpu_check.h"

int main(void) {
    int flag[1] = {0}, out[1] = {0};
#pragma acc data copyin(flag) copy(out)
    {
#pragma acc serial present(flag, out) async(1)
        {
            long long spins = 0;
            while (((volatile int *)flag)[0] == 0 && spins < 1000000000LL) spins++;
            out[0] = ((volatile int *)flag)[0] ? 1 : 2;
        }
        int one = 1;
        acc_memcpy_to_device(acc_deviceptr(flag), &one, sizeof one);
#pragma acc wait(1)
    }
    CHECK(out[0] == 1);
    CHECK_DONE();
}
