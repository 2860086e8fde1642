/* OpenACC 3.3, 2.9.6 (independent): inside kernels, loop independent is parallelized. */
#include "check.h"
#include <stdlib.h>
int main(void) {
    int n = 5000;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) b[i] = i;
#pragma acc kernels copyin(b[0:n]) copyout(a[0:n])
    {
#pragma acc loop independent
        for (int i = 0; i < n; i++) a[i] = b[i] + 1;
    }
    for (int i = 0; i < n; i++) CHECK(a[i] == i + 1.0f);
    free(a); free(b);
    CHECK_DONE();
}
