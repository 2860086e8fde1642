/* OpenACC 3.3, 2.5.13 / 2.9.10: private sections of run-time length (`private(tmp[0:m])`)
 * set up inside partitioned code: a vector loop's copy inside a gang-worker loop, a worker's
 * copy too large for shared memory set up in a gang loop's body, lengths the kernel computes
 * once (`2 * m + 1`) or per iteration (`i % 5 + 1`), and a construct's own private beside
 * them. On the GPU a length the kernel's prologue can compute makes each copy the thread's
 * (worker's) slice of one pool per gang and launch (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `private_in_partitioned_code_is_a_slice_of_a_launch_pool`); the copies must still be the
 * thread's (worker's) own in every iteration. Every value checked. */
#include <stdlib.h>
#include "check.h"

int main(int argc, char **argv) {
    (void)argv;
    int n = 301, m = 4 + argc; /* a length known at run time */
    double *out = malloc(sizeof(double) * n * 64), *w = NULL, *tmp = NULL;
    long *o2 = malloc(sizeof(long) * n * 4);
    int *o3 = malloc(sizeof(int) * n * 8);
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) copyout(out[0:n * 64])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector private(tmp[0:2 * m + 1])
        for (int j = 0; j < 64; j++) {
            for (int k = 0; k < 2 * m + 1; k++) tmp[k] = i + j + k;
            double s = 0;
            for (int k = 0; k < 2 * m + 1; k++) s += tmp[k];
            out[i * 64 + j] = s;
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 64; j++) {
            double s = 0;
            for (int k = 0; k < 2 * m + 1; k++) s += i + j + k;
            CHECK(out[i * 64 + j] == s);
        }

    /* A worker's copy of 4096 longs (too large for shared memory), written by its vector
     * lanes, read after them by the worker. */
    long *wl = NULL;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(o2[0:n * 4])
    for (int i = 0; i < n; i++) {
#pragma acc loop worker private(wl[0:m * 1024])
        for (int q = 0; q < 4; q++) {
#pragma acc loop vector
            for (int k = 0; k < m * 1024; k++) wl[k] = (long)i * q + k;
            long s = 0;
            for (int k = 0; k < m * 1024; k += 1000) s += wl[k];
            o2[i * 4 + q] = s;
        }
    }
    for (int i = 0; i < n; i++)
        for (int q = 0; q < 4; q++) {
            long s = 0;
            for (int k = 0; k < m * 1024; k += 1000) s += (long)i * q + k;
            CHECK(o2[i * 4 + q] == s);
        }

    /* A length the loop computes, and a construct private beside it. */
    int *cp = NULL, *t3 = NULL;
#pragma acc parallel loop gang worker vector private(cp[0:m]) copyout(o3[0:n * 8])
    for (int i = 0; i < n; i++) {
        cp[m - 1] = i;
#pragma acc loop seq private(t3[0:i % 5 + 1])
        for (int j = 0; j < 8; j++) {
            for (int k = 0; k <= i % 5; k++) t3[k] = j * k;
            o3[i * 8 + j] = t3[i % 5] + cp[m - 1];
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 8; j++) CHECK(o3[i * 8 + j] == j * (i % 5) + i);
    (void)w;
    free(out);
    free(o2);
    free(o3);
    CHECK_DONE();
}
