/* GPU only (issue 9 item 6): a kernel that faults on an async queue; the error surfaces at the
 * next wait of that queue and still names the construct of the launch.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_execution
 * EXPECT: in acc_wait
 * EXPECT: fault_async.c:17
 * EXPECT: CUDA_ERROR_ILLEGAL_ADDRESS
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(float *p) { p[threadIdx.x] = 1.0f; }\n"
    "extern \"C\" __global__ void ok(float *p) { }\n", NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "fault_async.c:17", {0}};

int main(void) {
    float *p = (float *)(size_t)0x100;
    void *args[] = {&p};
    __oxacc_launch(&k, 1, 1, 32, 1, 0, args, 1, NULL, 0);
    acc_wait(1);
    printf("no error was reported\n");
    return 0;
}
