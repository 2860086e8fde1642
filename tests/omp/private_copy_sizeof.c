/* `sizeof(x)` (parenthesized operand) on a variable the lowering renames to its private
 * copy: a work-sharing construct's private / firstprivate / lastprivate / reduction copy,
 * and a parallel region's copy of a file-scope variable. The identifier's span includes
 * the parentheses, so the rename produced `sizeof__oxomp_p2_0`, one undeclared identifier:
 * a cc error about generated code on a valid program (OpenMP 2.0, 2.7.2). */
#include "check.h"
double garr[5];
int gi;
int main(void) {
    int t = 0, f = 1, l = 2, r = 0, bad = 0;
    double arr[3] = {0};
#pragma omp parallel reduction(+: bad)
    {
#pragma omp for private(t, arr) firstprivate(f) lastprivate(l) reduction(+: r)
        for (int i = 0; i < 4; i++) {
            t = i;
            l = i;
            r += (int)sizeof(r);
            bad += sizeof(t) != sizeof(int) || sizeof(arr) != 3 * sizeof(double);
            bad += sizeof(f) != sizeof(int) || sizeof(l) != sizeof(int);
        }
#pragma omp sections private(t)
        {
#pragma omp section
            bad += sizeof(t) != sizeof(int);
        }
#pragma omp single private(t)
        bad += sizeof(t) != sizeof(int);
    }
    CHECK(bad == 0);
    CHECK(l == 3 && r == 4 * (int)sizeof(int));
    bad = 0;
#pragma omp parallel private(garr, gi) reduction(+: bad)
    {
        gi = 1;
        bad += sizeof(garr) != 5 * sizeof(double) || sizeof(gi) != sizeof(int) || gi != 1;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
