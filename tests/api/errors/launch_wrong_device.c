/* issue item 7, spec 5.2.2 (acc_error_wrong_device_type): a CUDA kernel launch while the
 * current device is not an NVIDIA GPU.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_wrong_device_type
 * EXPECT: compute region (nvidia)
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 1;
    void *args[] = {&n};
    __oxacc_launch_cuda("extern \"C\" __global__ void k(int n) {}", "k", 1, 1, 1, 1, 1, 1, 0, args,
                        acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
