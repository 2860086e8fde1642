/* OpenACC 3.3, 1.2 (execution model) and 2.15: the result of a routine call made in
 * vector-single code (a gang loop's body) and assigned to a gang-private scalar is seen by every
 * vector lane of the following vector loop; the same in worker-single code before a worker
 * loop, and in a worker loop's body before a vector loop; a private array and a struct set by
 * calls and an increment through a call's result in vector-single code. */
#include "check.h"

enum { N = 40, M = 70 };

struct pair {
    int a;
    long b;
};

#pragma acc routine seq
static int mix(int i) { return (int)((i * 2654435761u) >> 24); }

int main(void) {
    static int out[N * M], wout[N * 4 * M];
#pragma acc parallel loop gang vector_length(32) copyout(out)
    for (int i = 0; i < N; i++) {
        int h;
        h = mix(i);
#pragma acc loop vector
        for (int j = 0; j < M; j++) out[i * M + j] = h + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(out[i * M + j] == mix(i) + j);

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(wout)
    for (int i = 0; i < N; i++) {
        int g;
        g = mix(i);
#pragma acc loop worker
        for (int w = 0; w < 4; w++) {
            int h;
            h = mix(w + 1000) + g;
#pragma acc loop vector
            for (int j = 0; j < M; j++) wout[(i * 4 + w) * M + j] = h + j;
        }
    }
    for (int i = 0; i < N; i++)
        for (int w = 0; w < 4; w++)
            for (int j = 0; j < M; j++) CHECK(wout[(i * 4 + w) * M + j] == mix(w + 1000) + mix(i) + j);

    static int arr_out[N * M];
#pragma acc parallel loop gang vector_length(64) copyout(arr_out)
    for (int i = 0; i < N; i++) {
        int t[3];
        struct pair p;
        t[0] = mix(i);
        t[1] = mix(i + 1);
        t[2] = 0;
        t[2] += mix(i + 2);
        p.a = mix(i + 3);
        p.b = (long)mix(i + 4) * 3;
#pragma acc loop vector
        for (int j = 0; j < M; j++) arr_out[i * M + j] = t[0] + t[1] + t[2] + p.a + (int)p.b + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            CHECK(arr_out[i * M + j] == mix(i) + mix(i + 1) + mix(i + 2) + mix(i + 3) + mix(i + 4) * 3 + j);
    CHECK_DONE();
}
