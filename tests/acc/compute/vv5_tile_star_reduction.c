/* OpenACC 3.3, 2.9.8 (tile clause): tile(*, *) and tile(*, 4) and tile(8, *, 2) with the
 * implementation choosing the `*` sizes, on parallel loop, kernels loop and serial loop, with
 * a reduction, uneven trip counts and gang vector; V&V loop_tile, parallel_loop_tile. */
#include "check.h"
#define R 37
#define C 53
int main(void) {
    static double a[R][C], b[R][C], c[5][9][11];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = i * C + j;
#pragma acc parallel loop tile(*, *) copyin(a) copyout(b)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) b[i][j] = a[i][j] + 1;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(b[i][j] == a[i][j] + 1);
    double s = 0;
#pragma acc parallel loop gang vector tile(*, 4) reduction(+:s) copyin(a)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) s += a[i][j];
    CHECK(s == (double)(R * C - 1) * (R * C) / 2);
    long cnt = 0;
#pragma acc kernels loop tile(8, *, 2) reduction(+:cnt) copyout(c)
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 9; j++)
            for (int k = 0; k < 11; k++) { c[i][j][k] = i + j + k; cnt++; }
    CHECK(cnt == 5 * 9 * 11);
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 9; j++)
            for (int k = 0; k < 11; k++) CHECK(c[i][j][k] == i + j + k);
    double m = -1;
#pragma acc serial loop tile(*, *) reduction(max:m) copyin(a)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m = a[i][j] > m ? a[i][j] : m;
    CHECK(m == R * C - 1);
    CHECK_DONE();
}
