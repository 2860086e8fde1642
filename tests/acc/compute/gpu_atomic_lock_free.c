/* `__atomic_always_lock_free` and `__atomic_is_lock_free` in a compute region (GCC builtins,
 * OpenACC 3.3 2.5.1's region may hold any C): the region ran on the host only (a warning: "no
 * device version"). Device code gives gcc's x86-64 constants, the answers the host sees: true
 * for 1, 2, 4 and 8 bytes when the pointer is null or its pointed-to type is aligned to the
 * size (pointer casts looked through, as gcc's folding does), false otherwise for
 * `always`; `is_lock_free` of those gcc folds to true. */
#include "check.h"

int main(void) {
    int out[32], host[32];
    char c = 0;
    long l = 0;
    char buf[16];
    int ai[2];
    for (int i = 0; i < 32; i++) {
        host[i] = __atomic_always_lock_free(1, 0) + 2 * __atomic_always_lock_free(2, 0) +
                  4 * __atomic_always_lock_free(4, 0) + 8 * __atomic_always_lock_free(8, 0) +
                  16 * __atomic_always_lock_free(16, 0) + 32 * __atomic_always_lock_free(3, 0) +
                  64 * __atomic_always_lock_free(4, &c) + 128 * __atomic_always_lock_free(8, &l) +
                  256 * __atomic_always_lock_free(4, (int *)&c) +
                  512 * __atomic_always_lock_free(2, buf) + 1024 * __atomic_always_lock_free(8, ai) +
                  2048 * __atomic_always_lock_free(4, (void *)&l) +
                  4096 * __atomic_is_lock_free(8, 0) + 8192 * __atomic_is_lock_free(4, &l) +
                  16384 * __atomic_is_lock_free(1, &c) + i;
    }
#pragma acc parallel loop copyout(out) copyin(c, l, buf, ai)
    for (int i = 0; i < 32; i++) {
        out[i] = __atomic_always_lock_free(1, 0) + 2 * __atomic_always_lock_free(2, 0) +
                 4 * __atomic_always_lock_free(4, 0) + 8 * __atomic_always_lock_free(8, 0) +
                 16 * __atomic_always_lock_free(16, 0) + 32 * __atomic_always_lock_free(3, 0) +
                 64 * __atomic_always_lock_free(4, &c) + 128 * __atomic_always_lock_free(8, &l) +
                 256 * __atomic_always_lock_free(4, (int *)&c) +
                 512 * __atomic_always_lock_free(2, buf) + 1024 * __atomic_always_lock_free(8, ai) +
                 2048 * __atomic_always_lock_free(4, (void *)&l) +
                 4096 * __atomic_is_lock_free(8, 0) + 8192 * __atomic_is_lock_free(4, &l) +
                 16384 * __atomic_is_lock_free(1, &c) + i;
    }
    for (int i = 0; i < 32; i++) {
        CHECK(out[i] == host[i]);
        CHECK(out[i] == 1 + 2 + 4 + 8 + 128 + 2048 + 4096 + 8192 + 16384 + i);
    }
    CHECK_DONE();
}
