/* docs/gpu-target.md: the host device runs compute regions on the CPU; a kernel launch there
 * is a bug in the generated code, reported as an internal error naming the construct.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_other
 * EXPECT: internal error
 * EXPECT: launch_on_host.c:19
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

static struct __oxacc_module mod = {"extern \"C\" __global__ void k() {}", NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k = {&mod, "k", "launch_on_host.c:19", {0}};

int main(void) {
    __oxacc_launch(&k, 1, 1, 1, 1, 0, NULL, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
