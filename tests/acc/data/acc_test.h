/* acc_test.h -- helpers for the self-checking data-directive programs: exit 0 = pass.
 *
 * Every program runs on any device type. On a device that shares memory with the host
 * (acc_device_host, multicore) data clauses move nothing and `acc_is_present` is true for all
 * memory (spec 2.6.1: shared memory), so the programs check results; on a discrete-memory
 * device (nvidia, oxacc's emulated device) they also observe device memory through the API:
 * acc_is_present, acc_deviceptr, acc_memcpy_from_device / acc_memcpy_to_device. */
#ifndef OXACC_ACC_TEST_H
#define OXACC_ACC_TEST_H

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);          \
            exit(1);                                                                 \
        }                                                                            \
    } while (0)

/* True when the current device has its own memory (nvidia, emul): data really moves. */
static inline int discrete(void) {
    return !acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
}

/* Present with a device copy of its own (false on shared memory, where everything is "present"). */
static inline int mapped(void *h, size_t bytes) {
    return discrete() && acc_is_present(h, bytes);
}

/* Reads the device copy of host data `h` into `dst`. */
static inline void dev_read(void *dst, void *h, size_t bytes) {
    acc_memcpy_from_device(dst, acc_deviceptr(h), bytes);
}

/* Writes `src` into the device copy of host data `h` (simulates a compute region). */
static inline void dev_write(void *h, const void *src, size_t bytes) {
    acc_memcpy_to_device(acc_deviceptr(h), (void *)src, bytes);
}

/* Sets every float of the device copy of `h[0:n]` to `v`. */
static inline void dev_fill(float *h, int n, float v) {
    float *t = (float *)malloc(sizeof(float) * (size_t)n);
    for (int i = 0; i < n; i++) t[i] = v;
    dev_write(h, t, sizeof(float) * (size_t)n);
    free(t);
}

/* The first float of the device copy of `h`. */
static inline float dev_at(float *h) {
    float v = 0;
    dev_read(&v, h, sizeof v);
    return v;
}

#endif
