/* GPU only (issue 9 item 6): a misaligned 8-byte store.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_execution
 * EXPECT: fault_misaligned.c:17
 * EXPECT: CUDA_ERROR_MISALIGNED_ADDRESS
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(char *p) {\n"
    "  *(volatile double *)(p + 1 + 8 * threadIdx.x) = 1.0;\n"
    "}\n",
    NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "fault_misaligned.c:17", {0}};

int main(void) {
    char *d = acc_malloc(4096);
    void *args[] = {&d};
    __oxacc_launch(&k, 1, 1, 32, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
