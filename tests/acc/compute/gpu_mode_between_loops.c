/* OpenACC 3.3, 1.2 (execution model): code between nested partitioned loops runs in single
 * mode and sees everything the preceding inner loop wrote (all its iterations are done when the
 * loop ends), and the next inner loop sees what that code wrote: a vector loop fills a row,
 * vector-single code sums it, a second vector loop uses the sum; the same one level up with a
 * worker loop and worker-single code. */
#include "check.h"

enum { N = 150, M = 97, W = 6 };

int main(void) {
    static int t[N * M], t2[N * M], sums[N], u[N * W * M], u2[N * W * M], wsum[N * W], gsum[N];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(t) copyout(sums, t2)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) t[i * M + j] = i + j;
        int s = 0;
        for (int j = 0; j < M; j++) s += t[i * M + j]; /* reads every lane's store */
        sums[i] = s;
#pragma acc loop vector
        for (int j = 0; j < M; j++) t2[i * M + j] = s - t[i * M + (M - 1 - j)];
    }
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = 0; j < M; j++) s += i + j;
        CHECK(sums[i] == s);
        for (int j = 0; j < M; j++) CHECK(t2[i * M + j] == s - (i + M - 1 - j));
    }

    /* Two levels: worker loop > vector loop, worker-single and vector-single code between. */
#pragma acc parallel loop gang num_workers(W) vector_length(32) copy(u) copyout(u2, wsum, gsum)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int j = 0; j < W; j++) {
            int *row = &u[(i * W + j) * M];
#pragma acc loop vector
            for (int k = 0; k < M; k++) row[k] = i + j * k;
            int s = 0;
            for (int k = 0; k < M; k++) s += row[k];
            wsum[i * W + j] = s;
        }
        int g = 0; /* worker-single: reads every worker's sums */
        for (int j = 0; j < W; j++) g += wsum[i * W + j];
        gsum[i] = g;
#pragma acc loop worker
        for (int j = 0; j < W; j++) {
#pragma acc loop vector
            for (int k = 0; k < M; k++) u2[(i * W + j) * M + k] = g - u[(i * W + (W - 1 - j)) * M + k];
        }
    }
    for (int i = 0; i < N; i++) {
        int g = 0;
        for (int j = 0; j < W; j++) {
            int s = 0;
            for (int k = 0; k < M; k++) s += i + j * k;
            CHECK(wsum[i * W + j] == s);
            g += s;
        }
        CHECK(gsum[i] == g);
        for (int j = 0; j < W; j++)
            for (int k = 0; k < M; k++) CHECK(u2[(i * W + j) * M + k] == g - (i + (W - 1 - j) * k));
    }
    CHECK_DONE();
}
