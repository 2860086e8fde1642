/* OpenACC 3.3, 1.2 (execution model) and 2.15: the result of a routine call made in
 * vector-single code (a gang loop's body) and used to initialize a gang-private scalar is seen by every
 * vector lane of the following vector loop; the same in worker-single code before a worker
 * loop, and in a worker loop's body before a vector loop. */
#include "check.h"

enum { N = 40, M = 70 };

#pragma acc routine seq
static int mix(int i) { return (int)((i * 2654435761u) >> 24); }

int main(void) {
    static int out[N * M], wout[N * 4 * M];
#pragma acc parallel loop gang vector_length(32) copyout(out)
    for (int i = 0; i < N; i++) {
        int h = mix(i);
#pragma acc loop vector
        for (int j = 0; j < M; j++) out[i * M + j] = h + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(out[i * M + j] == mix(i) + j);

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(wout)
    for (int i = 0; i < N; i++) {
        int g = mix(i);
#pragma acc loop worker
        for (int w = 0; w < 4; w++) {
            int h = mix(w + 1000) + g;
#pragma acc loop vector
            for (int j = 0; j < M; j++) wout[(i * 4 + w) * M + j] = h + j;
        }
    }
    for (int i = 0; i < N; i++)
        for (int w = 0; w < 4; w++)
            for (int j = 0; j < M; j++) CHECK(wout[(i * 4 + w) * M + j] == mix(w + 1000) + mix(i) + j);
    CHECK_DONE();
}
