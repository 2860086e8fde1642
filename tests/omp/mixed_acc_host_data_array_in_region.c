/* flags: -acc -Wshadow */
/* OpenACC 3.3, 2.8.1: inside host_data the name of a use_device var is its device address.
 * A host_data construct inside an OpenMP parallel region, for a fixed array the region
 * shares (or a pointer it shares and writes), was a located "not supported yet": the region
 * reaches the variable through a pointer of its own (`(*__oxomp_s0)`), and the construct's
 * shadow declaration of the name declared that pointer with the device address as its value.
 * Now the shadow declares the region's pointer to the device address. Every thread compares
 * it with acc_deviceptr's answer; the array is the host's again after the construct. A
 * private array's name is the private copy's and stays one (firstprivate: not present). */
#include "check.h"
#include <openacc.h>
#define N 64

static void *seen[8];
static void lib(double *d, int t) { seen[t] = d; }

int main(void) {
    double arr[N];
    int a2[2][8];
    double *p = malloc(N * sizeof *p);
    for (int i = 0; i < N; i++) arr[i] = i, p[i] = i;
    int bad = 0;
#pragma acc data copy(arr, a2, p[0:N])
    {
        void *da = acc_deviceptr(arr), *d2 = acc_deviceptr(a2), *dp = acc_deviceptr(p);
        CHECK(da != 0 && d2 != 0 && dp != 0);
#pragma omp parallel num_threads(3) reduction(+: bad)
        {
            int t = omp_get_thread_num();
#pragma acc host_data use_device(arr, a2)
            {
                lib(arr + t, t);
                bad += (void *)a2 != d2 || (void *)a2[1] != (void *)((int *)d2 + 8);
                /* (`sizeof arr` here is the array's size since vv10:
                 * tests/omp/mixed_acc_host_data_array_size.c) */
            }
            bad += seen[t] != (void *)((double *)da + t);
            bad += arr[5] != 5 || sizeof arr != sizeof(double[N]);
#pragma omp barrier
#pragma omp single
            p = p + 0;
#pragma acc host_data use_device(p)
            bad += (void *)p != dp;
        }
    }
    CHECK(bad == 0);
    for (int i = 0; i < N; i++) CHECK(arr[i] == i && p[i] == i);
    free(p);
    CHECK_DONE();
}
