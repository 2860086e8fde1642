/* OpenACC 3.3, 2.7.1: an array element `a[i]` and the one-element subarray `a[i:1]` name the
 * same storage. Named in two data clauses of one construct (`copyin(a[2]) copyout(a[2:1])`,
 * a row `g[1][0:N]` and `g[1:1][0:N]`), they are one var whose clauses combine, as two
 * spellings of `a[2:1]` do (2.7.x; oxacc warns and maps it once as by `copy`). They were
 * rejected: "'a[2:1]' and 'a[2]' are two sections of one array ... not supported yet". */
#include "check.h"
#define N 16
int main(void) {
    int a[N], g[4][N];
    for (int i = 0; i < N; i++) a[i] = i;
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < N; i++) g[r][i] = r;
#pragma acc parallel num_gangs(1) copyin(a[2]) copyout(a[2:1])
    a[2] += 100;
    CHECK(a[2] == 102);
#pragma acc parallel loop copyin(g[1][0:N]) copyout(g[1:1][0:N])
    for (int i = 0; i < N; i++) g[1][i] += 10 * i;
    for (int i = 0; i < N; i++) CHECK(g[1][i] == 1 + 10 * i);
    int i = 5;
#pragma acc data copy(a[i:1])
    {
#pragma acc serial present(a[i])
        a[i] = -1;
    }
    CHECK(a[5] == -1);
    CHECK(a[4] == 4 && a[6] == 6);
    CHECK_DONE();
}
