/* GPU only (issue 9 item 6): a failed device-side assert.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_execution
 * EXPECT: fault_assert.c:16
 * EXPECT: CUDA_ERROR_ASSERT
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

/* NVRTC declares assert() itself (there is no <assert.h> for it). */
static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(int n) { assert(n == 0); }\n", NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "fault_assert.c:16", {0}};

int main(void) {
    int n = 32;
    void *args[] = {&n};
    __oxacc_launch(&k, 1, 1, 32, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
