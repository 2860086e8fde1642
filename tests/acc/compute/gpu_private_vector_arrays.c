/* OpenACC 3.3, 2.9.10 (private on a loop) and 2.6.1: arrays and scalars private to each vector
 * lane — declared in a vector loop's body, or in a `private` clause of a vector / gang vector
 * loop — each lane uses its own copy; a private scalar of the worker loop; a private clause
 * naming several variables. */
#include "check.h"

enum { N = 50, M = 100 };

int main(void) {
    static int out[N * M], out2[N * M];
#pragma acc parallel loop gang vector_length(32) copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) {
            int digits[12];
            int v = i * M + j, nd = 0;
            do {
                digits[nd++] = v % 10;
                v /= 10;
            } while (v);
            int r = 0;
            for (int k = 0; k < nd; k++) r = r * 10 + digits[k];
            out[i * M + j] = r; /* the digits reversed */
        }
    }
    for (int x = 0; x < N * M; x++) {
        int v = x, r = 0;
        do {
            r = r * 10 + v % 10;
            v /= 10;
        } while (v);
        CHECK(out[x] == r);
    }

    int tmp[4], t0;
    long acc;
#pragma acc parallel loop gang vector private(tmp, t0, acc) copyout(out2)
    for (int x = 0; x < N * M; x++) {
        t0 = x;
        for (int k = 0; k < 4; k++) tmp[k] = t0 + k;
        acc = 0;
        for (int k = 0; k < 4; k++) acc += tmp[k] * tmp[k];
        out2[x] = (int)acc;
    }
    for (int x = 0; x < N * M; x++) {
        long a = 0;
        for (int k = 0; k < 4; k++) a += (long)(x + k) * (x + k);
        CHECK(out2[x] == (int)a);
    }

    /* private on a worker loop for a scalar, written in worker-partitioned code */
    static int wout[N * 8];
    int wp;
#pragma acc parallel loop gang num_workers(8) vector_length(1) copyout(wout)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker private(wp)
        for (int w = 0; w < 8; w++) {
            wp = i * 8 + w;
            wp = wp * wp;
            wout[i * 8 + w] = wp;
        }
    }
    for (int x = 0; x < N * 8; x++) CHECK(wout[x] == x * x);
    CHECK_DONE();
}
