/* A file-scope `declare` makes its globals present for the whole program (OpenACC 3.3, 2.13),
 * on every device of the node, as nvc and gcc do (the globals are part of each device's image):
 * the multi-GPU pattern (one host thread per device, acc_set_device_num(tid % ndev, ...), see
 * docs/multi-gpu.md) uses a declared lookup table and scratch array on each device. Before, the
 * declare's constructor mapped them on the device current at start-up only, and the first
 * compute construct on another device stopped with "'g' ... is not present on the device
 * (device 1 of type acc_device_emul)". Under emul there are two devices here (set before the
 * runtime starts); the host device is one. The same holds for a block-scope static in a
 * declare, entered the first time control reaches the directive (on whichever device). */
#include <stdlib.h>
#include <openacc.h>
#include "check.h"

#define N 64

static double g[N];
static const int table[4] = {3, 1, 4, 1};
#pragma acc declare create(g) copyin(table)

#pragma acc routine seq
static int look(int i) { return table[i % 4]; }

/* A block-scope static's device copy: written by one kernel, read by the next. */
static double twice_via_static(int k) {
    static double s[N];
#pragma acc declare create(s)
    double out[N];
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        s[i] = i + k;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = 2 * s[i];
    return out[5];
}

/* Before the declare's constructor (65000) starts the runtime. */
__attribute__((constructor(150))) static void two_emulated_devices(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 0);
}

int main(void) {
    acc_device_t t = acc_get_device_type();
    int ndev = acc_get_num_devices(t);
    CHECK(ndev >= 1);
    /* Each device in turn, the last first: none is the start-up device's twin. */
    for (int d = ndev - 1; d >= 0; d--) {
        acc_set_device_num(d, t);
        CHECK(acc_is_present(g, sizeof g));
        CHECK(acc_is_present((void *)table, sizeof table));
        double out[N];
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            g[i] = i + 100 * d + look(i);
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < N; i++)
            out[i] = 2 * g[i];
        for (int i = 0; i < N; i++)
            CHECK(out[i] == 2.0 * (i + 100 * d + table[i % 4]));
        CHECK(twice_via_static(d) == 2.0 * (5 + d));
    }
    /* Device 0's copy was not overwritten by device 1's kernels. */
    if (ndev > 1 && t != acc_device_host) {
        acc_set_device_num(1, t);
#pragma acc update self(g)
        CHECK(g[5] == 5 + 100 + 1);
        acc_set_device_num(0, t);
#pragma acc update self(g)
        CHECK(g[5] == 5 + 0 + 1);
    }
    CHECK_DONE();
}
