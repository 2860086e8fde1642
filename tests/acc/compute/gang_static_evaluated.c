/* OpenACC 3.3, 2.9.2: the argument of gang(static: size-expr) is an expression of the
 * program; it was never evaluated (a call in it never happened). oxacc evaluates it once as
 * the construct starts (a chunk size known only at run time is not passed to the GPU code), on a
 * combined construct, a loop of a parallel region, a kernels loop, and after device_type for
 * the device types it names only (2.4). */
#include <openacc.h>
#include "check.h"

static int calls, host_calls, gpu_calls;
static int chunk(void) { calls++; return 4; }
static int host_chunk(void) { host_calls++; return 2; }
static int gpu_chunk(void) { gpu_calls++; return 8; }

int main(void) {
    static int a[100];
    int k = 0;
#pragma acc parallel loop gang(static: chunk()) copy(a)
    for (int i = 0; i < 100; i++) a[i] = i;
    CHECK(calls == 1);
#pragma acc parallel copy(a)
    {
#pragma acc loop gang(static: k++)
        for (int i = 0; i < 100; i++) a[i] += 1;
    }
    CHECK(k == 1);
#pragma acc kernels copy(a)
    {
#pragma acc loop gang(static: chunk())
        for (int i = 0; i < 100; i++) a[i] += 1;
    }
    CHECK(calls == 2);
#pragma acc parallel loop copy(a) device_type(host) gang(static: host_chunk()) device_type(nvidia) gang(static: gpu_chunk())
    for (int i = 0; i < 100; i++) a[i] += 1;
    acc_device_t t = acc_get_device_type();
    if (t == acc_device_host) {
        CHECK(host_calls == 1 && gpu_calls == 0);
    } else if (t == acc_device_nvidia) {
        CHECK(host_calls == 0 && gpu_calls == 1);
    } else {
        /* The emulated device is neither host nor nvidia: neither group's (it called
         * gpu_chunk, nvidia's, while its kernel ran without it). */
        CHECK(host_calls == 0 && gpu_calls == 0);
    }
    /* Named for the emulated device too. */
#pragma acc parallel loop copy(a) device_type(host) gang(static: host_chunk()) device_type(nvidia, oxacc_emul) gang(static: gpu_chunk())
    for (int i = 0; i < 100; i++) a[i] += 1;
    if (t == acc_device_host) {
        CHECK(host_calls == 2 && gpu_calls == 0);
    } else if (t == acc_device_nvidia) {
        CHECK(host_calls == 0 && gpu_calls == 2);
    } else {
        CHECK(host_calls == 0 && gpu_calls == 1);
    }
    for (int i = 0; i < 100; i++) CHECK(a[i] == i + 4);
    CHECK_DONE();
}
