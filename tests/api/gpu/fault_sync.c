/* GPU only (issue 9 item 6): a kernel that writes to an illegal address, launched
 * synchronously, stops the program at the launch with acc_error_execution naming the
 * construct and CUDA's error.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_execution
 * EXPECT: in compute construct
 * EXPECT: fault_sync.c:18
 * EXPECT: CUDA_ERROR_ILLEGAL_ADDRESS
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(float *p) { p[threadIdx.x] = 1.0f; }\n", NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "fault_sync.c:18", {0}};

int main(void) {
    float *p = (float *)(size_t)0x100; /* no device memory there */
    void *args[] = {&p};
    __oxacc_launch(&k, 1, 1, 32, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
