/* A directive the C compiler ignores (an unknown `#pragma acc` name, which oxacc warns about, or
 * a `#pragma omp` line without -fopenmp) as the unbraced body of a loop, `if` or construct: for
 * cc the next statement is the body, and so it is for oxacc. Before, the directive alone was the
 * body and the next statement a sibling after the loop: unbalanced generated C, or "'i'
 * undeclared" for valid code (found by the whole-pipeline fuzz test). */
#include "check.h"

int main(void) {
    int s = 0;
    int a[16] = {0};

#pragma acc parallel copy(s)
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < 4; i++)
#pragma acc paralel worker reduction(+:s)
            for (int j = 0; j < 4; j++)
                s++;
    }
    CHECK(s == 16);

#pragma acc parallel loop copy(a)
    for (int i = 0; i < 16; i++)
#pragma omp simd
        for (int j = 0; j < 1; j++)
            a[i] = i + j;
    CHECK(a[15] == 15);

    int odd = 0;
#pragma acc serial copy(odd)
    for (int i = 0; i < 16; i++)
        if (i % 2)
#pragma omp critical
            odd++;
        else
#pragma acc frobnicate
            odd += 0;
    CHECK(odd == 8);

    /* Outside compute regions too: host loops keep their bodies. */
    int n = 0;
    for (int i = 0; i < 3; i++)
#pragma omp unroll
        for (int j = 0; j < 3; j++)
            n++;
    while (n < 12)
#pragma acc foo
        n++;
    CHECK(n == 12);
    CHECK_DONE();
}
