/* flags: -acc -Wshadow */
/* OpenACC 3.3, 2.8.1: inside host_data use_device(a) an array's name is its device address
 * and keeps the array's type: `sizeof a`, `&a` and `__typeof__(a)` in an OpenMP parallel
 * region inside the construct (a local array, shared by value, and a file-scope one, which
 * the region reaches through a pointer of its own), and in a host_data construct inside a
 * parallel region. oxacc rewrites these uses to an lvalue of the array's type at the device
 * address; the OpenMP pass renamed the identifier by an edit of its own span, which won over
 * the rewrite: `sizeof ga` was 8 and `&ga` the region's pointer's address. */
#include "check.h"
#include <openacc.h>
#define N 16
static double ga[N];
int main(void) {
    double a[N];
    int bad = 0;
    for (int i = 0; i < N; i++) a[i] = i, ga[i] = i;
#pragma acc data copy(a, ga)
    {
        void *da = acc_deviceptr(a), *dg = acc_deviceptr(ga);
#pragma acc host_data use_device(a, ga)
        {
#pragma omp parallel num_threads(2) reduction(+: bad)
            {
                bad += sizeof a != N * sizeof(double) || (void *)&a != da;
                bad += sizeof(ga) != N * sizeof(double) || (void *)&ga != dg;
                __typeof__(ga) *pg = &ga;
                bad += (void *)pg != dg || sizeof *pg != sizeof(double[N]);
            }
            bad += sizeof a != sizeof(double[N]) || (void *)&ga != dg;
        }
#pragma omp parallel num_threads(2) reduction(+: bad)
        {
#pragma acc host_data use_device(a, ga)
            {
                bad += sizeof a != sizeof(double[N]) || (void *)&a != da || (void *)a != da;
                bad += sizeof ga != sizeof(double[N]) || (void *)&ga != dg;
            }
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
