/* OpenACC 3.3, 2.5.3, 2.9.1, 2.9.7, 2.9.8: in `kernels`, the loops of `loop tile/collapse`
 * without `independent` are `auto`; the dependence analysis decides for each associated loop.
 * Issue 8: when it kept the outer loop sequential, the clause's count was applied to the inner
 * loop (which became a kernel of its own). And all associated loops must be proven parallel
 * before they are partitioned together: a dependence carried by an inner one keeps it (and
 * the loops inside it) sequential in each iteration of the outer ones. The schedule chosen is
 * checked by the -Minfo snapshot beside this file. */
#include "check.h"
#define NI 8
#define NJ 6
#define NL 200
int main(void) {
    /* The program: the shared scalar t made the outer loop sequential; t, assigned
     * first in each inner iteration and read nowhere after, is private at both levels since
     * 2026-11-29 (nvc's schedule), so the clause's loops are both partitioned. The issue's
     * case proper, an outer loop kept sequential, follows with a dependence through d. */
    double d[NI][NJ], t = 0;
#pragma acc kernels loop tile(2, 2) copyout(d)
    for (int i = 0; i < NI; ++i)
        for (int j = 0; j < NJ; ++j) {
            t = i;
            d[i][j] = t * 10 + j;
        }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(d[i][j] == i * 10 + j);

    /* The same with collapse(2). */
#pragma acc kernels loop collapse(2) copyout(d)
    for (int i = 0; i < NI; ++i)
        for (int j = 0; j < NJ; ++j) {
            t = i + 1;
            d[i][j] = t * 10 + j;
        }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(d[i][j] == (i + 1) * 10 + j);

    /* The outer loop carries a dependence (row i reads row i - 1): only the inner one is
     * partitioned, with neither clause's count. */
    for (int j = 0; j < NJ; j++) d[0][j] = j;
#pragma acc kernels loop tile(2, 2) copy(d)
    for (int i = 1; i < NI; ++i)
        for (int j = 0; j < NJ; ++j)
            d[i][j] = d[i - 1][j] + 10;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(d[i][j] == i * 10 + j);
#pragma acc kernels loop collapse(2) copy(d)
    for (int i = 1; i < NI; ++i)
        for (int j = 0; j < NJ; ++j)
            d[i][j] = d[i - 1][j] + 1;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(d[i][j] == i + j);

    /* Outer loop parallel, inner one carries a dependence: only the outer is partitioned. */
    static double a[NI][NL];
    for (int i = 0; i < NI; i++) a[i][0] = i;
#pragma acc kernels loop collapse(2)
    for (int i = 0; i < NI; i++)
        for (int j = 1; j < NL; j++)
            a[i][j] = a[i][j - 1] + 1;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NL; j++) CHECK(a[i][j] == i + j);

#pragma acc kernels loop tile(4, 4)
    for (int i = 0; i < NI; i++)
        for (int j = 1; j < NL; j++)
            a[i][j] = a[i][j - 1] + 2;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NL; j++) CHECK(a[i][j] == i + 2 * j);

    /* collapse(3) in a kernels region: the two outer loops partitioned, the third sequential. */
    static double b[NI][NJ][NL];
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) b[i][j][0] = i * 100 + j;
#pragma acc kernels
    {
#pragma acc loop collapse(3)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++)
                for (int l = 1; l < NL; l++)
                    b[i][j][l] = b[i][j][l - 1] + 1;
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int l = 0; l < NL; l++) CHECK(b[i][j][l] == i * 100 + j + l);

    /* independent: the clause applies to all the associated loops, whatever the analysis. */
    int idx[NJ];
    for (int j = 0; j < NJ; j++) idx[j] = NJ - 1 - j;
#pragma acc kernels loop independent collapse(2)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            d[i][idx[j]] = i * 10 + j;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(d[i][NJ - 1 - j] == i * 10 + j);

    /* `auto` in a parallel construct (2.9.7): the same rule as in kernels. */
    for (int i = 0; i < NI; i++) a[i][0] = -i;
#pragma acc parallel loop auto collapse(2)
    for (int i = 0; i < NI; i++)
        for (int j = 1; j < NL; j++)
            a[i][j] = a[i][j - 1] - 1;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NL; j++) CHECK(a[i][j] == -i - j);
    CHECK_DONE();
}
