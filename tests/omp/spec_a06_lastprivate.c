/* OpenMP 2.0 A.6: lastprivate(i): after the loop i has the value it would have after a
 * sequential loop. */
#include "check.h"
int main(void) {
    int i, n = 97;
    float a[100], b[100];
    for (int k = 0; k < 100; k++) b[k] = k;
#pragma omp parallel
    {
#pragma omp for lastprivate(i)
        for (i = 0; i < n - 1; i++)
            a[i] = b[i] + b[i + 1];
    }
    a[i] = b[i]; /* i == n-1 here */
    CHECK(i == n - 1);
    for (int k = 0; k < n - 1; k++) CHECK(a[k] == 2 * k + 1);
    CHECK(a[n - 1] == n - 1);
    CHECK_DONE();
}
