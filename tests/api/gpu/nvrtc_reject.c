/* GPU only (issue 9 item 6): GPU code that NVRTC rejects at run time: the message names the
 * construct and shows NVRTC's log (on one line).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_system
 * EXPECT: NVRTC
 * EXPECT: nvrtc_reject.c:16
 * EXPECT: undeclared_thing
 * DEVICE: nvidia
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>

static struct __oxacc_module mod = {
    "extern \"C\" __global__ void bad(int n) { undeclared_thing(n); }\n", NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "bad", "nvrtc_reject.c:16", {0}};

int main(void) {
    int n = 1;
    void *args[] = {&n};
    __oxacc_launch(&k, 1, 1, 1, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
