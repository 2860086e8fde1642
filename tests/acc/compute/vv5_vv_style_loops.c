/* OpenACC 3.3, 2.9 (loop construct) as the V&V suite's loop programs write it: sibling worker
 * and vector loops in a gang loop (loop_worker_blocking, loop_vector_blocking), a switch in a
 * loop body (parallel_switch), a data construct whose section bounds change inside it
 * (data_with_changing_subscript, 2.7.1: bounds evaluated at entry), collapse(2) over a flat
 * index (loop_collapse), and a routine worker with a vector loop inside (routine_worker). */
#include <stdlib.h>
#include "check.h"
#define n 512
typedef double real_t;
#pragma acc routine worker
static void row_scale(real_t *r, int m, real_t f) {
#pragma acc loop worker
    for (int j = 0; j < m; j += 8)
#pragma acc loop vector
        for (int k = j; k < j + 8 && k < m; k++) r[k] *= f;
}
int main(void) {
    real_t *a = (real_t *)malloc(16 * n * sizeof(real_t));
    real_t *b = (real_t *)malloc(16 * n * sizeof(real_t));
    real_t *c = (real_t *)malloc(16 * n * sizeof(real_t));
    for (int x = 0; x < 16 * n; x++) { a[x] = x % 13; b[x] = (x % 4) / 4.0; c[x] = 0; }
#pragma acc data copyin(a[0:16 * n], b[0:16 * n]) copy(c[0:16 * n])
    {
#pragma acc parallel num_gangs(16) num_workers(4) vector_length(32)
        {
#pragma acc loop gang
            for (int x = 0; x < 16; x++) {
#pragma acc loop worker
                for (int y = 0; y < n; y++) c[x * n + y] = a[x * n + y];
#pragma acc loop vector
                for (int y = 0; y < n; y++) c[x * n + y] += 1;
#pragma acc loop worker vector
                for (int y = 0; y < n; y++) {
                    switch ((int)(b[x * n + y] * 4)) {
                    case 0: c[x * n + y] += 10; break;
                    case 1: c[x * n + y] += 20; break;
                    case 2: c[x * n + y] -= 30; /* fall through */
                    case 3: c[x * n + y] -= 1; break;
                    default: c[x * n + y] = -1000;
                    }
                }
            }
        }
    }
    for (int x = 0; x < 16 * n; x++) {
        real_t want = a[x] + 1 + (x % 4 == 0 ? 10 : x % 4 == 1 ? 20 : x % 4 == 2 ? -31 : -1);
        CHECK(c[x] == want);
    }
    /* the section's length variable changes inside the data construct */
    int length = n;
    for (int x = 0; x < n; x++) c[x] = 0;
#pragma acc data copy(c[0:length])
    {
        length = 2;
#pragma acc parallel loop present(c[0:n])
        for (int x = 0; x < n; x++) c[x] = x + 1;
    }
    for (int x = 0; x < n; x++) CHECK(c[x] == x + 1);
    /* collapse(2) over a flat index */
#pragma acc parallel loop collapse(2) copyin(a[0:16 * n]) copyout(b[0:16 * n])
    for (int x = 0; x < 16; x++)
        for (int y = 0; y < n; y++) b[x * n + y] = a[x * n + y] * 2;
    for (int x = 0; x < 16 * n; x++) CHECK(b[x] == 2 * a[x]);
    /* a worker routine on each row from a gang loop */
#pragma acc parallel loop gang num_workers(4) copy(b[0:16 * n])
    for (int x = 0; x < 16; x++) row_scale(&b[x * n], n, 0.5);
    for (int x = 0; x < 16 * n; x++) CHECK(b[x] == a[x]);
    free(a); free(b); free(c);
    CHECK_DONE();
}
