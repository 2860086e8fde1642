/* check.h -- helpers for the self-checking API programs: exit 0 = pass. */
#ifndef OXACC_TEST_CHECK_H
#define OXACC_TEST_CHECK_H

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

/* True when the current device shares memory with the host (acc_device_host). */
static int shared_memory(void) {
    return (int)acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
}

/* Reads `bytes` of device memory at the device copy of host address `h`. */
static void read_device(void *dst, void *h, size_t bytes) {
    acc_memcpy_from_device(dst, acc_deviceptr(h), bytes);
}

/* Writes `bytes` of device memory at the device copy of host address `h`. */
static void write_device(void *h, void *src, size_t bytes) {
    acc_memcpy_to_device(acc_deviceptr(h), src, bytes);
}

static void fill(float *a, int n, float base) {
    for (int i = 0; i < n; i++) a[i] = base + (float)i;
}

static int same(const float *a, int n, float base) {
    for (int i = 0; i < n; i++)
        if (a[i] != base + (float)i) return 0;
    return 1;
}

/* Keeps the helpers "used" in every program (-Wall -Werror). */
static void check_h_touch(void) {
    (void)shared_memory;
    (void)read_device;
    (void)write_device;
    (void)fill;
    (void)same;
}

#define TEST_MAIN_BEGIN int main(void) { check_h_touch();
#define TEST_MAIN_END   return 0; }

#endif
