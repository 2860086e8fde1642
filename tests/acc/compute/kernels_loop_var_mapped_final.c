/* kernels (OpenACC 3.3, 2.5.3): a plain C loop the analysis parallelizes keeps C's final value
 * in its variable (no loop directive, so 2.6.1's predetermined private does not apply). When
 * the variable has a device copy (a data clause of the construct or of a data construct around
 * it), that copy is the variable for the rest of the region and for the copy out at the exit:
 * the final value goes there. Before, the host variable got it and the device copy kept its old
 * value: `kernels copyout(i)` copied back an uninitialized i, `a[q] = 9` after the loop wrote
 * a[-5] (an illegal address under emul), an enclosing `data copy(j)` restored j = -5 (hunt7
 * bug04). */
#include "check.h"

#define N 700
static int a[N + 8];

int main(void) {
    int i = -5, q = -5, j = -5, r = -5;

#pragma acc kernels copy(a) copyout(i)
    for (i = 0; i < N; i++) a[i] += 1;
    CHECK(i == N);

#pragma acc kernels copy(a, q)
    {
        for (q = 0; q < N; q++) a[q] += 1;
        a[q] = 9; /* reads q on the device */
    }
    CHECK(q == N && a[N] == 9);

#pragma acc data copy(j)
    {
#pragma acc kernels copy(a)
        for (j = 0; j < N; j += 3) a[j] += 1;
    }
    CHECK(j == 702);

    /* async: the value reaches the device copy after the queued kernels. */
#pragma acc kernels copy(a, r) async(1)
    {
        r = 2;
        for (r = 1; r < N; r += 2) a[r] += 1;
        a[r + 1] = 11;
    }
#pragma acc wait(1)
    CHECK(r == 701 && a[702] == 11);

    for (int k = 0; k < N; k++) CHECK(a[k] == 2 + (k % 3 == 0) + (k % 2 == 1));
    CHECK_DONE();
}
