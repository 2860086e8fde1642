/* OpenACC 3.3, 2.5.13 (private) and 2.5.14 (firstprivate) with subarrays of malloc'd
 * pointers on parallel and serial: each gang gets its own copy, firstprivate copies are
 * initialized from the host values, and the host data is unchanged; as V&V
 * parallel_private.c / parallel_firstprivate.c / serial_firstprivate.c write them. */
#include <stdlib.h>
#include "check.h"
#define n 1000
#define G 10
typedef double real_t;
int main(void) {
    real_t *a = (real_t *)malloc(G * n * sizeof(real_t));
    real_t *b = (real_t *)malloc(G * n * sizeof(real_t));
    real_t *c = (real_t *)malloc(n * sizeof(real_t));
    real_t *d = (real_t *)malloc(G * n * sizeof(real_t));
    for (int x = 0; x < G * n; x++) { a[x] = x % 17; b[x] = x % 5; d[x] = 0; }
    for (int x = 0; x < n; x++) c[x] = 1000 + x;
    /* private(c[0:n]): each gang's scratch row */
#pragma acc data copyin(a[0:G * n], b[0:G * n]) copyout(d[0:G * n])
    {
#pragma acc parallel num_gangs(G) private(c[0:n])
        {
#pragma acc loop gang
            for (int x = 0; x < G; x++) {
#pragma acc loop worker
                for (int y = 0; y < n; y++) c[y] = a[x * n + y] + b[x * n + y];
#pragma acc loop worker
                for (int y = 0; y < n; y++) d[x * n + y] = c[y];
            }
        }
    }
    for (int x = 0; x < G * n; x++) CHECK(d[x] == a[x] + b[x]);
    for (int x = 0; x < n; x++) CHECK(c[x] == 1000 + x);
    /* firstprivate(c[0:n]): each gang starts from the host values */
#pragma acc data copyin(a[0:G * n]) copyout(d[0:G * n])
    {
#pragma acc parallel num_gangs(G) firstprivate(c[0:n])
        {
#pragma acc loop gang
            for (int x = 0; x < G; x++) {
#pragma acc loop vector
                for (int y = 0; y < n; y++) c[y] += a[x * n + y];
#pragma acc loop vector
                for (int y = 0; y < n; y++) d[x * n + y] = c[y];
            }
        }
    }
    for (int x = 0; x < G; x++)
        for (int y = 0; y < n; y++) CHECK(d[x * n + y] == 1000 + y + a[x * n + y]);
    for (int x = 0; x < n; x++) CHECK(c[x] == 1000 + x);
    /* serial: firstprivate of a section and of a scalar, private of a section */
    real_t s = 2;
#pragma acc serial firstprivate(c[0:n], s) private(b[0:n]) copyout(d[0:n])
    {
        for (int y = 0; y < n; y++) b[y] = s * c[y];
        for (int y = 0; y < n; y++) d[y] = b[y] + c[y];
        s = 0;
    }
    for (int y = 0; y < n; y++) CHECK(d[y] == 3 * (1000 + y));
    for (int y = 0; y < n; y++) CHECK(b[y] == y % 5);
    CHECK(s == 2);
    free(a); free(b); free(c); free(d);
    CHECK_DONE();
}
