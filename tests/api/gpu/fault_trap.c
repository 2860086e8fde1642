/* GPU only (issue 9 item 6): __trap() in a kernel.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_execution
 * EXPECT: fault_trap.c:15
 * EXPECT: CUDA_ERROR_
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(int n) { if (threadIdx.x < n) __trap(); }\n",
    NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "fault_trap.c:15", {0}};

int main(void) {
    int n = 32;
    void *args[] = {&n};
    __oxacc_launch(&k, 1, 1, 32, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
