/* OpenACC 3.3, 2.5.13 / 2.9.10: a private section of run-time length (`private(tmp[0:m])`)
 * set up inside partitioned code is, on the GPU, each thread's slice of one pool per gang and
 * launch, allocated as the kernel starts (tests/acc/compute/gpu_private_pool.c). A kernel
 * whose loops never run needs no copy: a length far beyond the device heap on such a path
 * (the pool of a dead branch, a loop over zero rows) must not stop the program ("device heap
 * exhausted"); the same kernels with rows to do still work. */
#include <stdlib.h>
#include "check.h"

static void rows(int n, long m, double *out) {
    double *tmp = NULL;
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) copy(out[0:64])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector private(tmp[0:m])
        for (int j = 0; j < 32; j++) {
            for (long k = 0; k < m; k++) tmp[k] = i + j + k;
            out[(i * 32 + j) % 64] = tmp[m - 1];
        }
    }
}

int main(int argc, char **argv) {
    (void)argv;
    double out[64];
    for (int k = 0; k < 64; k++) out[k] = -1;
    /* 2^40 doubles per thread: no device has that. No row: nothing runs. */
    rows(argc - 1, 1L << 40, out);
    for (int k = 0; k < 64; k++) CHECK(out[k] == -1);
    /* Two rows of a length that fits. */
    rows(2, 5 + argc, out);
    for (int k = 0; k < 64; k++) CHECK(out[k] == (k / 32) + (k % 32) + 4 + argc);
    CHECK_DONE();
}
