// expect-runtime-error: default(present) clause (OpenACC 3.3, 2.5.16): 'b' host
/* OpenACC 3.3, 2.6.2: a compute construct with no default clause takes the visible one of the
 * enclosing data construct; default(present) makes 'b' (an array in no data clause) present,
 * and it is not, so the construct stops naming it. oxacc copied it implicitly before. */
#include <stdio.h>
int main(void) {
    int n = 10;
    double a[10], b[10];
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
#pragma acc data default(present) copyin(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) b[i] = a[i];
    }
    printf("%g\n", b[3]);
    return 0;
}
