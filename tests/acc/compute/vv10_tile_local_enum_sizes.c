/* OpenACC 3.3, 2.9.8 (tile clause): tile sizes are constant expressions, here enumerators
 * of an enum defined in the function (`tile(TI, TJ)`), beside collapse(C), gang(static: S),
 * num_gangs(G) and vector_length(VL) given the same way. The CPU team's outlined function
 * copied the tile sizes as written and does not declare the function's enumerators: cc
 * stopped on oxacc's code ("'TI' undeclared"). Found by the vv10 hunt. */
#include <openacc.h>
#include "check.h"
#define N 22
int main(void) {
    enum { TI = 4, TJ = 3, C = 2, S = 3, G = 3, VL = 32 };
    static int a[N][N];
#pragma acc parallel loop tile(TI, TJ) copyout(a)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = i * N + j;
    for (int i = 0; i < N * N; i++) CHECK(a[i / N][i % N] == i);
#pragma acc parallel loop tile(TJ * 2, *) num_gangs(G) vector_length(VL) copy(a)
    for (int i = N - 1; i >= 0; i--)
        for (int j = 0; j < N; j += 2) a[i][j] = -a[i][j];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(a[i][j] == (j % 2 == 0 ? -(i * N + j) : i * N + j));
    long s = 0;
#pragma acc parallel loop collapse(C) gang(static: S) reduction(+:s) copyin(a)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s += a[i][j] < 0;
    CHECK(s == N * (N / 2) - 1); /* a[0][0] is -0 */
#pragma acc kernels loop tile(TI) copy(a)
    for (int i = 0; i < N; i++) a[i][0] = TI;
    for (int i = 0; i < N; i++) CHECK(a[i][0] == TI);
    CHECK_DONE();
}
