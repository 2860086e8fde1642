/* A worker-private array (declared in a `gang worker` loop and written by a vector loop
 * inside it, so that the worker's lanes share it: 2.6.1) has one copy per worker in shared
 * memory. Until 2026-11-29 the GPU code made 32 copies whatever num_workers said, and a row
 * buffer of 300 doubles (75 KiB for 32 workers) made the region host-only ("'tmp' of 76800
 * bytes in shared memory is not supported yet"): under emul or nvidia it stopped. Now a
 * constant num_workers sizes the copies (2 x 2400 bytes here), and copies that do not fit
 * shared memory (a run-time num_workers, none at all) live on the device heap.
 * OpenACC 3.3, 2.5.11 (num_workers), 2.6.1, 2.9.3 (worker). */
#include "check.h"

#define R 8
#define N 300

static double w[R][N], ref[R][N];

static void reset(void) {
    for (int k = 0; k < R; k++)
        for (int i = 0; i < N; i++) w[k][i] = (double)((k * N + i) % 23);
}

static void check_rows(void) {
    for (int k = 0; k < R; k++)
        for (int i = 0; i < N; i++) CHECK(w[k][i] == ref[k][i]);
}

int main(int argc, char **argv) {
    (void)argv;
    int nw = 2 + argc; /* a run-time num_workers */
    reset();
    /* Each row smoothed twice from a copy of itself: the reads cross the lanes. */
    for (int k = 0; k < R; k++) {
        for (int t = 0; t < 2; t++) {
            double tmp[N];
            for (int i = 0; i < N; i++) tmp[i] = w[k][i];
            for (int i = 1; i < N - 1; i++) w[k][i] = tmp[i - 1] + tmp[i + 1] + k;
        }
        for (int i = 0; i < N; i++) ref[k][i] = w[k][i];
    }
    reset();
#pragma acc parallel num_gangs(2) num_workers(2) vector_length(32) copy(w)
    {
#pragma acc loop gang worker
        for (int k = 0; k < R; k++) {
            double tmp[N];
            for (int t = 0; t < 2; t++) {
#pragma acc loop vector
                for (int i = 0; i < N; i++) tmp[i] = w[k][i];
#pragma acc loop vector
                for (int i = 1; i < N - 1; i++) w[k][i] = tmp[i - 1] + tmp[i + 1] + k;
            }
        }
    }
    check_rows();
    reset();
#pragma acc parallel num_gangs(2) num_workers(nw) vector_length(32) copy(w)
    {
#pragma acc loop gang worker
        for (int k = 0; k < R; k++) {
            double tmp[N];
            for (int t = 0; t < 2; t++) {
#pragma acc loop vector
                for (int i = 0; i < N; i++) tmp[i] = w[k][i];
#pragma acc loop vector
                for (int i = 1; i < N - 1; i++) w[k][i] = tmp[i - 1] + tmp[i + 1] + k;
            }
        }
    }
    check_rows();
    reset();
#pragma acc parallel loop gang worker copy(w)
    for (int k = 0; k < R; k++) {
        double tmp[N];
        for (int t = 0; t < 2; t++) {
#pragma acc loop vector
            for (int i = 0; i < N; i++) tmp[i] = w[k][i];
#pragma acc loop vector
            for (int i = 1; i < N - 1; i++) w[k][i] = tmp[i - 1] + tmp[i + 1] + k;
        }
    }
    check_rows();
    CHECK_DONE();
}
