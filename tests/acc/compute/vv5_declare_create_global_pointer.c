/* OpenACC 3.3, 2.13.2 (declare create) of a file-scope pointer, 2.7.2 and 2.6.8 (a pointer
 * that is present is attached when its target is mapped: `enter data copyin(gp[0:n])`),
 * routines (2.15.1) dereferencing the global pointer on the device, detach at exit data,
 * and acc_attach on the declared pointer (3.2.34); V&V declare_create with pointers. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 256
double *gp;
int gn;
#pragma acc declare create(gp, gn)
#pragma acc routine seq
static double at(int i) { return gp[i]; }
#pragma acc routine seq
static void set(int i, double v) { gp[i] = v; }
int main(void) {
    gp = (double *)malloc(N * sizeof(double));
    gn = N;
#pragma acc update device(gn)
    for (int i = 0; i < N; i++) gp[i] = i;
    /* the copyin of gp's target attaches the device gp to it */
#pragma acc enter data copyin(gp[0:N])
#pragma acc parallel loop
    for (int i = 0; i < gn; i++) set(i, at(i) * 2 + 1);
#pragma acc exit data copyout(gp[0:N])
    for (int i = 0; i < N; i++) CHECK(gp[i] == 2 * i + 1);
    /* a second target: data construct on it attaches for the construct */
    double *other = (double *)calloc(N, sizeof(double));
    double *keep = gp;
    gp = other;
#pragma acc data copy(gp[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) set(i, i + 0.5);
    }
    for (int i = 0; i < N; i++) CHECK(other[i] == i + 0.5);
    /* acc_attach by hand after acc_copyin of the target */
    gp = keep;
    acc_copyin(gp, N * sizeof(double));
    acc_attach((void **)&gp);
#pragma acc serial
    for (int i = 0; i < N; i++) set(i, -at(i));
    acc_detach((void **)&gp);
    acc_copyout(gp, N * sizeof(double));
    for (int i = 0; i < N; i++) CHECK(keep[i] == -(2 * i + 1));
    free(other);
    free(keep);
    CHECK_DONE();
}
