// expect-runtime-error: nor is the data it points to
/* OpenACC 3.3, A.3.1: `present(p)` of a C pointer tests the pointer variable itself; oxacc,
 * as nvc and implementations before 3.3, also accepts the data p points to (see
 * tests/acc/data/present_pointer_target.c). When neither is present the error names the
 * clause's variable and says that its target is absent too. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n = 16;
    int *rp = malloc((n + 1) * sizeof(int)), *level = malloc(n * sizeof(int));
    for (int i = 0; i <= n; i++) rp[i] = i;
#pragma acc data copyout(level[0:n])
    {
#pragma acc parallel loop present(rp)
        for (int v = 0; v < n; v++) level[v] = rp[v + 1] - rp[v];
    }
    printf("%d\n", level[0]);
    return 0;
}
