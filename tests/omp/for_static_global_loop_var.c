/* A `static` file-scope variable named only as the iteration variable of a `parallel for`
 * or in a `private` clause: the construct makes it private (OpenMP 2.0, 2.4.1, 2.7.2.1),
 * so the outlined code names only its own copy, and cc warned "'i' defined but not used
 * [-Wunused-variable]" about the original (gcc -fopenmp -Wall does not). */
#include "check.h"
static int i;
static int j;
static double scratch;
static int a[100];
int main(void) {
#pragma omp parallel for
    for (i = 0; i < 100; i++) a[i] = i;
#pragma omp parallel for private(scratch)
    for (j = 99; j >= 0; j--) {
        scratch = a[j] * 2.0;
        a[j] = (int)scratch;
    }
    for (int k = 0; k < 100; k++) CHECK(a[k] == 2 * k);
    CHECK_DONE();
}
