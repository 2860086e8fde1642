/* gpu_check.h -- helpers for the GPU-semantics run tests (gpu_*.c): check.h plus what depends
 * on the device type. Under nvidia and emul every compute region is a CUDA kernel and
 * num_gangs(n) launches exactly n blocks (docs/gpu-target.md); on the host device (the CPU
 * team) the implementation may use fewer gangs (OpenACC 3.3, 2.5.10: "The implementation may
 * use a lower value than specified"), so a count of gang-redundant executions is only bounded
 * there. */
#ifndef OXACC_GPU_CHECK_H
#define OXACC_GPU_CHECK_H
#include "check.h"
#include <openacc.h>

/* True when compute regions run as kernels on a device (nvidia, emul). */
static int on_device(void) { return acc_get_device_type() != acc_device_host; }

/* `count` gang-redundant executions of a region launched with num_gangs(n). */
#define CHECK_GANGS(count, n) \
    CHECK(on_device() ? (long long)(count) == (long long)(n) \
                      : (long long)(count) >= 1 && (long long)(count) <= (long long)(n))
#endif
