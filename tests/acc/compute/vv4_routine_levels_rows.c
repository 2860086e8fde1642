/* OpenACC 3.3, 2.15.1 (routine seq/vector/worker/gang) called at each level over rows of a
 * pointer-to-pointer array mapped with `copyin(a[0:n][0:n])`, as the V&V suite's routine_*
 * programs write them. */
#include <openacc.h>
#include "check.h"
#define N 100
typedef double real_t;
#pragma acc routine vector
real_t row_vector(real_t **a, int x, long long n) {
    real_t r = 0;
#pragma acc loop vector reduction(+: r)
    for (int y = 0; y < n; ++y) r += a[x][y];
    return r;
}
#pragma acc routine worker
real_t row_worker(real_t **a, int x, long long n) {
    real_t r = 0;
#pragma acc loop worker reduction(+: r)
    for (int y = 0; y < n; ++y) r += a[x][y];
    return r;
}
#pragma acc routine seq
real_t row_seq(real_t **a, int x, long long n) {
    real_t r = 0;
    for (int y = 0; y < n; ++y) r += a[x][y];
    return r;
}
#pragma acc routine gang
void all_gang(real_t **a, real_t *b, long long n) {
#pragma acc loop gang
    for (int x = 0; x < n; ++x) {
        real_t r = 0;
#pragma acc loop vector reduction(+: r)
        for (int y = 0; y < n; ++y) r += a[x][y];
        b[x] += r;
    }
}
int main(void) {
    long long n = N;
    real_t **a = malloc(n * sizeof(real_t *));
    real_t *b = malloc(n * sizeof(real_t)), *c = malloc(n * sizeof(real_t));
    real_t *d = malloc(n * sizeof(real_t)), *e = malloc(n * sizeof(real_t));
    for (int x = 0; x < n; ++x) {
        a[x] = malloc(n * sizeof(real_t));
        for (int y = 0; y < n; ++y) a[x][y] = (x * 7 + y) % 11;
        b[x] = c[x] = d[x] = e[x] = 0;
    }
#pragma acc data copyin(a[0:n][0:n]) copy(b[0:n], c[0:n], d[0:n], e[0:n])
    {
#pragma acc parallel
        {
#pragma acc loop gang
            for (int x = 0; x < n; ++x) b[x] = row_vector(a, x, n);
        }
#pragma acc parallel loop gang
        for (int x = 0; x < n; ++x) c[x] = row_worker(a, x, n);
#pragma acc parallel loop gang worker vector
        for (int x = 0; x < n; ++x) d[x] = row_seq(a, x, n);
#pragma acc parallel num_gangs(8)
        all_gang(a, e, n);
    }
    for (int x = 0; x < n; ++x) {
        real_t s = 0;
        for (int y = 0; y < n; ++y) s += a[x][y];
        CHECK(b[x] == s && c[x] == s && d[x] == s && e[x] == s);
    }
    for (int x = 0; x < n; ++x) free(a[x]);
    free(a); free(b); free(c); free(d); free(e);
    CHECK_DONE();
}
