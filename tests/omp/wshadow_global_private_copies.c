/* flags: -Wextra -Wshadow -Werror */
/* The private copies of file-scope variables in a parallel region (a `parallel for`
 * iteration variable, private / firstprivate / lastprivate / reduction clauses, a nested
 * region): declared under the variable's own name in the outlined function, at file scope,
 * they shadowed the globals ("declaration of 'gi' shadows a global declaration"), which
 * gcc -fopenmp does not warn about. Values per OpenMP 2.0, 2.7.2. */
#include "check.h"
int gi, gj;
static int si;
double gsum;
int gf = 10, gl = -1, gp = 7;
static long sr;
int a[100];
int main(void) {
#pragma omp parallel for
    for (gi = 0; gi < 100; gi++) a[gi] = gi;
#pragma omp parallel for reduction(+: gsum) firstprivate(gf) lastprivate(gl) private(gp)
    for (si = 0; si < 100; si++) {
        gp = si;
        gsum += a[si] + gf - 10;
        gl = gp;
    }
    CHECK(gsum == 4950 && gl == 99 && gp == 7 && gf == 10);
#pragma omp parallel for lastprivate(gj)
    for (gj = 0; gj < 50; gj++) a[gj] = -gj;
    CHECK(gj == 50 && a[49] == -49);
    int nt = 0;
#pragma omp parallel private(gp) firstprivate(gf) reduction(+: sr)
    {
#pragma omp master
        nt = omp_get_num_threads();
        gp = omp_get_thread_num();
        gf += 1;
        sr += gf + gp - gp;
#pragma omp parallel reduction(+: sr) firstprivate(gf)
        sr += gf - 11;
    }
    CHECK(sr == 11L * nt && gf == 10);
    CHECK_DONE();
}
