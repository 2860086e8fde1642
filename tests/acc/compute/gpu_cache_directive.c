/* OpenACC 3.3, 2.10 (cache directive): a cache directive at the top of a vector loop's body and
 * of a gang loop's body, on read-only subarrays of the data the loop reads (a stencil's
 * neighbourhood, a row of a matrix); the results are the same as without it. */
#include "check.h"

enum { N = 4000, R = 60, C = 64 };

int main(void) {
    float *in = (float *)malloc(N * sizeof(float));
    float *out = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) in[i] = (float)(i % 17);
#pragma acc parallel loop gang vector copyin(in[0:N]) copyout(out[0:N])
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(in[i - 1:3])
        out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
    }
    for (int i = 1; i < N - 1; i++) CHECK(out[i] == (float)((i - 1) % 17 + 2 * (i % 17) + (i + 1) % 17));

    static double m[R][C], rs[R][C];
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) m[r][c] = r * 0.5 + c;
#pragma acc parallel loop gang vector_length(64) copyin(m) copyout(rs)
    for (int r = 0; r < R; r++) {
#pragma acc cache(m[r:1][0:C])
#pragma acc loop vector
        for (int c = 0; c < C; c++) rs[r][c] = m[r][c] + m[r][C - 1 - c];
    }
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) CHECK(rs[r][c] == r * 0.5 + c + r * 0.5 + (C - 1 - c));
    free(in);
    free(out);
    CHECK_DONE();
}
