// expect-runtime-error: is present: present(rp) names the pointer variable itself (OpenACC 3.3, A.3.1)
/* OpenACC 3.3, A.3.1: `present(p)` for a C pointer p asks for the pointer variable itself,
 * not for the data it points to (earlier implementations tested p[0], and programs ported
 * from them write it so: a BFS over a CSR graph here). The error names the clause; since
 * the data rp points to is present, it now also says so and what to write instead. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n = 16;
    int *rp = malloc((n + 1) * sizeof(int)), *level = malloc(n * sizeof(int));
    for (int i = 0; i <= n; i++) rp[i] = i;
#pragma acc data copyin(rp[0:n+1]) copyout(level[0:n])
    {
#pragma acc parallel loop present(rp)
        for (int v = 0; v < n; v++) level[v] = rp[v + 1] - rp[v];
    }
    printf("%d\n", level[0]);
    return 0;
}
