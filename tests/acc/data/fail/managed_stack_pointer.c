// expect-runtime-error: such as copy(p[0:n]) on the construct
// cflags: -gpu=managed
/* -gpu=managed makes only the heap (malloc and friends) managed, as nvc: a pointer to a stack
 * array that a compute region dereferences with no data clause is still the error of OpenACC
 * 3.3, 2.6.2 (a pointer is firstprivate; what it points to is not copied) on a device with
 * its own memory, naming p and this line, while the heap pointer beside it needs no clause. */
#include <stdlib.h>

int main(void) {
    int n = 64;
    double local[64];
    double *p = local;
    double *h = malloc(n * sizeof *h);
    for (int i = 0; i < n; i++)
        h[i] = local[i] = i;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        h[i] += 1;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        p[i] = h[i];
    free(h);
    return 0;
}
