/* OpenACC 3.3, 2.9 loop construct: vector loops in the cases of a switch inside a gang loop
 * (each gang takes one case; the loop construct only needs to be inside the compute region,
 * 2.9 restrictions), and continue inside a switch in a gang vector loop, which continues the
 * loop (C11 6.8.6.2) rather than leaving it. */
#include "check.h"
#define N 48
#define M 70
static int t[N][M];
int main(void) {
    int a[N * 2] = {0};
#pragma acc parallel loop gang copy(t)
    for (int i = 0; i < N; i++) {
        switch (i % 3) {
        case 0:
#pragma acc loop vector
            for (int j = 0; j < M; j++) t[i][j] = i + j;
            break;
        case 1:
#pragma acc loop vector
            for (int j = 0; j < M; j++) t[i][j] = i * j;
            /* fallthrough */
        default:
#pragma acc loop vector
            for (int j = 0; j < M; j++) t[i][j] -= (i % 3 == 2) ? j - t[i][j] + 1 : 1;
        }
    }
#pragma acc parallel copy(a)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N * 2; i++) {
            switch (i % 3) {
            case 0: continue;
            case 1: a[i] = 1; break;
            default: a[i] = 2;
            }
            a[i] += 10;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int e = i % 3 == 0 ? i + j : i % 3 == 1 ? i * j - 1 : -(j + 1);
            CHECK(t[i][j] == e);
        }
    for (int i = 0; i < N * 2; i++) CHECK(a[i] == (i % 3 == 0 ? 0 : i % 3 == 1 ? 11 : 12));
    CHECK_DONE();
}
