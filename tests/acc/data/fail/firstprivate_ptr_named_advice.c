// expect-runtime-error: such as copy(src[0:n]) on the construct
/* OpenACC 3.3, 2.6.2: a pointer with no data clause is firstprivate; what it points to is not
 * copied. The region dereferences src, whose target is not present: the error names src, its
 * host address (one address: a pointer has no section, so no "[X, X) (0 bytes)" range) and
 * this line, and its advice names src too: "copy(src[0:n])" (before, always "copy(p[0:n])"). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 64;
    double out[64];
    double *src = malloc(64 * sizeof(double));
    for (int i = 0; i < n; i++)
        src[i] = i;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < n; i++)
        out[i] = src[i];
    printf("%g\n", out[1]);
    return 0;
}
