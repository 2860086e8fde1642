/* kernels (OpenACC 3.3, 2.5.3, 2.6.2): pointers whose targets the data clauses map
 * (`copy(u[0:N], v[0:N])`, on the construct or on a data construct around it) and which the
 * region assigns: the time step's swap `tmp = u; u = v; v = tmp;` between its loops, or a
 * pointer moved along its data. The clauses map the targets, not the pointer variables, but a
 * kernel assigning one took it for mapped: every device type but the host stopped with
 * "acc_error_not_present: 'u' host [&u, &u+8) ... is not present" (hunt7 bug06). Such a
 * pointer is now the region's own, as a pointer no clause names: device addresses in the
 * kernels, host addresses in the host code between them and after the region (C's values: an
 * odd number of swaps leaves u and v swapped). */
#include "check.h"

#define N 256

static void step(double *restrict dst, const double *restrict src) {
    for (int i = 1; i < N - 1; i++) dst[i] = 0.25 * src[i - 1] + 0.5 * src[i] + 0.25 * src[i + 1];
}

int main(void) {
    static double ua[N], va[N], ra[N], rb[N];
    double *u = ua, *v = va;
    for (int i = 0; i < N; i++) ua[i] = ra[i] = (i == N / 2) ? 100 : 0;

    /* The construct's own clauses; three steps (odd). */
#pragma acc kernels copy(u[0:N], v[0:N])
    {
        for (int t = 0; t < 3; t++) {
            for (int i = 1; i < N - 1; i++) v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
            double *tmp = u;
            u = v;
            v = tmp;
        }
    }
    double *x = ra, *y = rb;
    for (int t = 0; t < 3; t++) {
        step(y, x);
        double *tmp = x;
        x = y;
        y = tmp;
    }
    CHECK(u == va && v == ua);
    for (int i = 0; i < N; i++) CHECK(u[i] == x[i]);

    /* A data construct's clauses; the swap also inside a host loop's body. */
#pragma acc data copy(u[0:N], v[0:N])
    {
#pragma acc kernels
        for (int t = 0; t < 4; t++) {
            for (int i = 1; i < N - 1; i++) v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
            double *tmp = u;
            u = v;
            v = tmp;
        }
    }
    for (int t = 0; t < 4; t++) {
        step(y, x);
        double *tmp = x;
        x = y;
        y = tmp;
    }
    CHECK(u == va && v == ua);
    for (int i = 0; i < N; i++) CHECK(u[i] == x[i]);

    /* A pointer moved along its mapped target by the host code of the region. */
    static int e[N];
    int *p = e;
#pragma acc kernels copy(p[0:N])
    {
        p += 2;
        for (int i = 0; i < N - 2; i++) p[i] = i;
    }
    CHECK(p == e + 2);
    for (int i = 2; i < N; i++) CHECK(e[i] == i - 2);
    CHECK_DONE();
}
