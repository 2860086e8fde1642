/* OpenACC 3.3, 2.9: pointer loop variables in a tiled loop, in a 'routine vector' and in a
 * 'routine gang' loop stepping down with '!='. Compared with the same loops run on the host. */
#include "check.h"
#define N 256
#pragma acc routine vector
static void fill(int *v, int n, int k) {
#pragma acc loop vector
    for (int *q = v; q < v + n; q++) *q = k + (int)(q - v);
}
#pragma acc routine gang
static void fill2(double *v, int n) {
#pragma acc loop gang vector
    for (double *q = v + n - 1; q != v - 1; q--) *q = 0.5 * (q - v);
}
int main(void) {
    int a[N], b[8][N]; double c[N];
#pragma acc parallel loop tile(16) copyout(a)
    for (int *q = a; q < a + N; q++) *q = (int)(q - a) + 1;
#pragma acc parallel loop gang copyout(b)
    for (int r = 0; r < 8; r++) fill(b[r], N, r);
#pragma acc parallel copyout(c)
    fill2(c, N);
    for (int i = 0; i < N; i++) { CHECK(a[i] == i + 1); CHECK(c[i] == 0.5 * i); for (int r = 0; r < 8; r++) CHECK(b[r][i] == r + i); }
    CHECK_DONE();
}
