/* OpenACC 3.3, 1.2 (execution model): a scalar assigned in vector-single code (the body of a
 * gang or worker loop, before an inner vector loop) is seen with that value by every vector
 * lane of the inner loop (vector-partitioned mode activates all lanes of the worker); also a
 * pointer computed there, a value from a seq loop and a value changed between two vector
 * loops (a value from a routine call: gpu_mode_call_*_single.c). */
#include "check.h"

enum { N = 200, M = 70 };

static int mix(int i) { return (int)((i * 2654435761u) >> 24); }

int main(void) {
    static int in[N], out[N * M], out2[N * M], rows[N * M];
    static double dout[N * M];
    for (int i = 0; i < N; i++) in[i] = i * 3 - 100;
    for (int i = 0; i < N * M; i++) rows[i] = i % 17;

#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(in, rows) \
    copyout(out, out2, dout)
    for (int i = 0; i < N; i++) {
        int base = in[i] * 7 + i;            /* vector-single */
        double scale = 1.0 / (1 << (i % 4)); /* exact */
        const int *row = &rows[i * M];       /* a pointer into device data */
        int sum = 0;
        for (int k = 0; k < M; k++) sum += row[k]; /* a seq loop in vector-single mode */
        int h = (int)((i * 2654435761u) >> 24);
#pragma acc loop vector
        for (int j = 0; j < M; j++) {
            out[i * M + j] = base + row[j] + sum + h;
            dout[i * M + j] = j * scale;
        }
        base = -base; /* changed between two vector loops */
        h += 1;
#pragma acc loop vector
        for (int j = 0; j < M; j++) out2[i * M + j] = base + h + j;
    }
    for (int i = 0; i < N; i++) {
        int base = in[i] * 7 + i, sum = 0;
        for (int k = 0; k < M; k++) sum += rows[i * M + k];
        for (int j = 0; j < M; j++) {
            CHECK(out[i * M + j] == base + rows[i * M + j] + sum + mix(i));
            CHECK(dout[i * M + j] == j * (1.0 / (1 << (i % 4))));
            CHECK(out2[i * M + j] == -base + mix(i) + 1 + j);
        }
    }

    /* Worker level: each worker computes its own scalar in vector-single mode. */
    static int w[N * 8 * M];
#pragma acc parallel loop gang num_workers(8) vector_length(32) copyout(w)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int j = 0; j < 8; j++) {
            int s = i * 1000 + j * 100;
            if (j % 2) s = -s;
#pragma acc loop vector
            for (int k = 0; k < M; k++) w[(i * 8 + j) * M + k] = s + k;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < M; k++) {
                int s = i * 1000 + j * 100;
                if (j % 2) s = -s;
                CHECK(w[(i * 8 + j) * M + k] == s + k);
            }

    /* Gang-redundant mode: a scalar computed before a gang vector loop with no gang loop
     * around it. */
    static int g[5000];
    int seed = 12;
#pragma acc parallel num_gangs(4) vector_length(128) copyout(g)
    {
        int off = seed * seed + 1;
#pragma acc loop gang vector
        for (int i = 0; i < 5000; i++) g[i] = off + i;
    }
    for (int i = 0; i < 5000; i++) CHECK(g[i] == 145 + i);
    CHECK_DONE();
}
