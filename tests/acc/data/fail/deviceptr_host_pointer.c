// expect-runtime-error: 'h' in a deviceptr clause is not a device address
/* OpenACC 3.3, 2.7.4: a pointer in a deviceptr clause must hold a device address. Here h is
 * plain malloc'ed host memory that nothing maps. The error names h and says it is in a
 * deviceptr clause and is not a device address, with its host address (a single address, not
 * a 0-byte range) and this line. Before, the message was the firstprivate pointer's (2.6.2),
 * and its advice, copy(p[0:n]), named a variable `p` this program does not have. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 100;
    double b[100];
    double *h = malloc(800);
#pragma acc parallel loop deviceptr(h) copyout(b)
    for (int i = 0; i < n; i++)
        b[i] = h[i];
    printf("%g\n", b[0]);
    return 0;
}
