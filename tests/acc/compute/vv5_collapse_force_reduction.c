/* OpenACC 3.3, 2.9.1 (collapse with the force modifier, new in 3.3): loops that are not
 * tightly nested, the code between them run for every iteration of the collapsed space
 * (as if moved into the innermost loop), with gang vector, a reduction, private scalars set
 * in the intervening code, in parallel loop, kernels loop and serial loop. */
#include "check.h"
#define R 24
#define C 40
int main(void) {
    static int m[R][C];
    long s = 0;
#pragma acc parallel loop gang vector collapse(force: 2) reduction(+:s) copyout(m)
    for (int i = 0; i < R; i++) {
        int base = i * 1000;
        for (int j = 0; j < C; j++) {
            m[i][j] = base + j;
            s += j;
        }
    }
    CHECK(s == (long)R * (C - 1) * C / 2);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(m[i][j] == i * 1000 + j);
    static double t[4][6][8];
#pragma acc kernels loop collapse(force: 3) copyout(t)
    for (int i = 0; i < 4; i++) {
        double wi = i * 0.5;
        for (int j = 0; j < 6; j++) {
            double wj = wi + j;
            for (int k = 0; k < 8; k++) t[i][j][k] = wj * 10 + k;
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++)
            for (int k = 0; k < 8; k++) CHECK(t[i][j][k] == (i * 0.5 + j) * 10 + k);
    int mx = -1;
#pragma acc serial loop collapse(force: 2) reduction(max:mx) copyin(m)
    for (int i = 0; i < R; i++) {
        int off = i % 3;
        for (int j = 0; j < C; j++) mx = m[i][j] + off > mx ? m[i][j] + off : mx;
    }
    CHECK(mx == (R - 1) * 1000 + C - 1 + (R - 1) % 3);
    CHECK_DONE();
}
