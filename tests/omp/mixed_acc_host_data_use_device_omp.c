/* flags: -acc -Wshadow */
/* host_data use_device(p) with an OpenMP parallel region inside: the region's `p` is the
 * device address too (OpenACC 3.3, 2.8.1), for a local and a file-scope pointer (the region
 * captures the construct's shadow of it, not the global) and for arrays (whose name is a
 * pointer to the device copy's first element there); and a host_data construct inside a
 * parallel region for a pointer the region shares (each thread hands its part of the device
 * copy to a library). Every thread compares it with acc_deviceptr's answer. */
#include "check.h"
#include <openacc.h>
#define N 64
double *gp;
double ga[N];
static int arrays(void) {
    double a[N];
    int bad = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc data copy(a, ga)
    {
        void *da = acc_deviceptr(a), *dg = acc_deviceptr(ga);
#pragma acc host_data use_device(a, ga)
        {
#pragma omp parallel num_threads(3) reduction(+: bad)
            {
                bad += (void *)a != da || (void *)&a[1] != (void *)((double *)da + 1);
                bad += (void *)ga != dg;
            }
#pragma omp parallel for reduction(+: bad)
            for (int i = 0; i < 4; i++) bad += (void *)(a + i) != (void *)((double *)da + i);
        }
        /* outside host_data the region's a is the array again */
#pragma omp parallel num_threads(2) reduction(+: bad)
        bad += a[3] != 3 || sizeof a != sizeof(double[N]);
    }
    return bad;
}
static void *seen[8];
static void lib(double *d, int t) { seen[t] = d; }
static int inside(void) {
    double *p = malloc(N * sizeof *p);
    int bad = 0;
#pragma acc data create(p[0:N])
    {
        void *dp = acc_deviceptr(p);
#pragma omp parallel num_threads(3) reduction(+: bad)
        {
            int t = omp_get_thread_num();
#pragma acc host_data use_device(p)
            lib(p + t, t);
            bad += seen[t] != (void *)((double *)dp + t);
        }
    }
    free(p);
    return bad;
}
int main(void) {
    CHECK(arrays() == 0);
    CHECK(inside() == 0);
    double *p = malloc(N * sizeof *p);
    gp = malloc(N * sizeof *gp);
    for (int i = 0; i < N; i++) p[i] = gp[i] = i;
    int bad = 0;
#pragma acc data copy(p[0:N], gp[0:N])
    {
        void *dp = acc_deviceptr(p), *dg = acc_deviceptr(gp);
        CHECK(dp != 0 && dg != 0);
#pragma acc host_data use_device(p, gp)
        {
#pragma omp parallel num_threads(3) reduction(+: bad)
            {
                bad += (void *)p != dp;
                bad += (void *)gp != dg;
                void *q = p;
                (void)q;
            }
#pragma omp parallel for reduction(+: bad)
            for (int i = 0; i < 4; i++) bad += (void *)(p + i) != (void *)((double *)dp + i);
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
