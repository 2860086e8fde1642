/* OpenACC 3.3, 1.2 and 2.9.10 (private): an array private to each worker (declared in a worker
 * loop's body, or in a `private` clause of the worker loop) filled by a vector loop and read by
 * another vector loop in a different order: the lanes of one worker share it, different workers
 * of the gang each have their own. Worker counts that do and do not divide the loop. */
#include "check.h"

enum { N = 40, W = 11, M = 48 };

int main(void) {
    static int out[N * W * M], out2[N * W * M];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            int row[M];
#pragma acc loop vector
            for (int j = 0; j < M; j++) row[j] = i * 10000 + w * 100 + j;
#pragma acc loop vector
            for (int j = 0; j < M; j++) out[(i * W + w) * M + j] = row[M - 1 - j];
        }
    }
    for (int i = 0; i < N; i++)
        for (int w = 0; w < W; w++)
            for (int j = 0; j < M; j++) CHECK(out[(i * W + w) * M + j] == i * 10000 + w * 100 + M - 1 - j);

    float row2[M];
#pragma acc parallel loop gang num_workers(3) vector_length(64) copyout(out2)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker private(row2)
        for (int w = 0; w < W; w++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) row2[j] = (float)(w * M + j);
            float s = 0;
            for (int j = 0; j < M; j++) s += row2[j];
#pragma acc loop vector
            for (int j = 0; j < M; j++) out2[(i * W + w) * M + j] = (int)(s - row2[(j + 1) % M]) + i;
        }
    }
    for (int i = 0; i < N; i++)
        for (int w = 0; w < W; w++) {
            float s = 0;
            for (int j = 0; j < M; j++) s += (float)(w * M + j);
            for (int j = 0; j < M; j++)
                CHECK(out2[(i * W + w) * M + j] == (int)(s - (float)(w * M + (j + 1) % M)) + i);
        }
    CHECK_DONE();
}
