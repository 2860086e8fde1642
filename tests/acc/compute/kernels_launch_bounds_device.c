/* OpenACC 3.3, 2.5.3: a kernel's loop bounds are read where the kernel runs. oxacc also
 * computes them on the host, to size the grid (a grid that covers the loop runs each thread's
 * iteration once) and for the final value of a loop variable read after the loop; both must
 * read the device's data, which earlier kernels of the construct changed: an element
 * (`i < g[0]`), or a scalar (2.6.2: a kernels scalar is copy) a one-thread kernel wrote. */
#include <stdlib.h>
#include "check.h"

int main(void) {
    int N = 1000000;
    int *g = calloc((size_t)N, sizeof(int));
    CHECK(g != NULL);
    g[0] = 10;
#pragma acc kernels copy(g[0:N])
    {
        g[0] = N;
        for (int i = 1; i < g[0]; i++) g[i] = 1;
    }
    long s = 0;
    for (int i = 1; i < N; i++) s += g[i];
    CHECK(s == N - 1);

    int m = 10;
    for (int i = 0; i < N; i++) g[i] = 0;
#pragma acc kernels copy(g[0:N], m)
    {
        m = N;
        for (int i = 0; i < m; i++) g[i] = 1;
    }
    s = 0;
    for (int i = 0; i < N; i++) s += g[i];
    CHECK(s == N);

    /* The loop variable's final value after the loop, from a bound a kernel wrote. */
    int j, last = -1;
    g[0] = 3;
#pragma acc kernels copy(g[0:N]) copyout(last)
    {
        g[0] = 100;
        for (j = 0; j < g[0]; j++) g[j + 1] = 2;
        last = j;
    }
    CHECK(last == 100);
    CHECK(g[100] == 2);
    free(g);
    CHECK_DONE();
}
