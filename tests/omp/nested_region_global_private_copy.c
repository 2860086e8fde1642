/* A file-scope variable made private by an enclosing construct (parallel private, for
 * private, single private), then named by a nested parallel region: the nested region's
 * `g` is the enclosing thread's private copy (OpenMP 2.0, 2.7.2: the data-sharing
 * attributes refer to the variable visible at the construct), shared in the nested region
 * by default, written back by a lastprivate / reduction there. The nested region used to
 * reach the global instead: its writes and copy-backs changed the global (wrong results in
 * both places). */
#include "check.h"
int g = 100;
static int out[2];
static void orphan(void) {
#pragma omp for private(g)
    for (int i = 0; i < 2; i++) {
        g = i;
        int n = 0;
#pragma omp parallel num_threads(2)
        {
#pragma omp master
            n = omp_get_num_threads();
#pragma omp atomic
            g += 10;
        }
        out[i] = g - 10 * n;
    }
}
int main(void) {
    int bad = 0, s1 = 0;
#pragma omp parallel private(g) reduction(+: bad)
    {
        g = 1;
#pragma omp parallel firstprivate(g) num_threads(1)
        bad += g != 1;
#pragma omp parallel reduction(+: g) num_threads(1)
        g += 5;
        bad += g != 6;
#pragma omp parallel for lastprivate(g) num_threads(2)
        for (int i = 0; i < 4; i++) g = i;
        bad += g != 3;
#pragma omp parallel num_threads(1)
        g = 9;
        bad += g != 9;
    }
    CHECK(bad == 0);
    CHECK(g == 100);
#pragma omp parallel
    {
        orphan();
#pragma omp single private(g)
        {
            g = 5;
#pragma omp parallel num_threads(1)
            g++;
            s1 = g;
        }
    }
    CHECK(out[0] == 0 && out[1] == 1);
    CHECK(s1 == 6);
    CHECK(g == 100);
    CHECK_DONE();
}
