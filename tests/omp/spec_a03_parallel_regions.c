/* OpenMP 2.0 A.3: using parallel regions: each thread works on its own subdomain. */
#include "check.h"
#define NPOINTS 1001
static float x[NPOINTS];
static void subdomain(float *xs, int istart, int ipoints) {
    for (int i = 0; i < ipoints; i++) xs[istart + i] = 123.456f + istart + i;
}
static void sub(float *xs, int npoints) {
    int iam, nt, ipoints, istart;
#pragma omp parallel default(shared) private(iam, nt, ipoints, istart)
    {
        iam = omp_get_thread_num();
        nt = omp_get_num_threads();
        ipoints = npoints / nt;
        istart = iam * ipoints;
        if (iam == nt - 1) ipoints = npoints - istart;
        subdomain(xs, istart, ipoints);
    }
}
int main(void) {
    sub(x, NPOINTS);
    for (int i = 0; i < NPOINTS; i++) CHECK(x[i] == 123.456f + i);
    CHECK_DONE();
}
