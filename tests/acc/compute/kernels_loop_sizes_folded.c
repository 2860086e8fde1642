/* -Minfo of a kernels loop's sizes (OpenACC 3.3, 2.9.2 `gang(num:)`, 2.9.4 `vector(n)`, 2.9.3
 * `worker(n)`): integer constant expressions print folded, as nvc prints them:
 * `kernels loop gang(N/8) vector(8)` is "gang(5), vector(8)" (it was "gang, vector(8)"), a
 * `vector(2*16)` "vector(32)", `num_workers(8/2)` "worker(4)". A size naming a variable is
 * not a constant: "gang". Zero and odd trip counts run on every device type. The .minfo
 * beside this file is the schedule. */
#include "check.h"
#define N 40
static int a[N], b[N], c[8][33];

int main(void) {
    int n = N, m = 0;
#pragma acc kernels loop gang(N/8) vector(8) copyout(a)
    for (int i = 0; i < N; i++) a[i] = 3 * i;
#pragma acc kernels loop gang(n - 1) vector(2*16) copyout(b)
    for (int i = 0; i < n; i++) b[i] = i + 1;
#pragma acc kernels num_workers(8/2) copy(c)
    {
#pragma acc loop gang(3) worker
        for (int j = 0; j < 8; j++)
#pragma acc loop vector(1+31)
            for (int i = 0; i < 33; i++) c[j][i] = j * i;
#pragma acc loop gang(N-35) vector(N-32)
        for (int i = 0; i < m; i++) c[0][i] = -1;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 3 * i && b[i] == i + 1);
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 33; i++) CHECK(c[j][i] == j * i);
    CHECK_DONE();
}
