/* OpenACC 3.3, 2.9.8 (tile clause): tiled nests on a gang vector loop (tile(32,4): the element
 * loops go to the vector lanes), tile(*,*), tiles that do not divide the sizes, a 3-deep tile,
 * tile on a worker vector nest inside a gang loop, and a reduction over a tiled nest; every
 * element written once. */
#include "check.h"

enum { R = 45, C = 77 };

int main(void) {
    static int a[R][C], b[9][R][C], c[6][10][13];
#pragma acc parallel loop tile(32, 4) copyout(a)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = i * 1000 + j;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(a[i][j] == i * 1000 + j);

#pragma acc parallel loop gang vector tile(*, *) copy(a)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] += 1;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(a[i][j] == i * 1000 + j + 1);

#pragma acc parallel loop tile(3, 4, 5) copyout(c)
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 10; j++)
            for (int k = 0; k < 13; k++) c[i][j][k] = i * 10000 + j * 100 + k;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 10; j++)
            for (int k = 0; k < 13; k++) CHECK(c[i][j][k] == i * 10000 + j * 100 + k);

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(b)
    for (int g = 0; g < 9; g++) {
#pragma acc loop worker vector tile(8, 8)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) b[g][i][j] = g * 100000 + i * 1000 + j;
    }
    for (int g = 0; g < 9; g++)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) CHECK(b[g][i][j] == g * 100000 + i * 1000 + j);

    long long sum = 0;
#pragma acc parallel loop tile(16, 16) reduction(+:sum)
    for (int i = 0; i < R; i++)
        for (int j = C - 1; j >= 0; j--) sum += (long long)i * j;
    long long want = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) want += (long long)i * j;
    CHECK(sum == want);
    CHECK_DONE();
}
