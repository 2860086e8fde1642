/* OpenACC 3.3, 2.13.1 (device_resident) in a function and at file scope, 2.13.3 (link) with
 * a data construct making the global present for a routine; V&V declare_device_resident,
 * declare_link. */
#include <openacc.h>
#include "check.h"
#define n 100
double lk[n];
#pragma acc declare link(lk)
int res[n];
#pragma acc declare device_resident(res)
#pragma acc routine seq
static double from_link(int i) { return lk[i] * 2; }
#pragma acc routine seq
static void put_res(int i, int v) { res[i] = v; }
#pragma acc routine seq
static int get_res(int i) { return res[i]; }
static void local_resident(int *out) {
    int tmp[n];
#pragma acc declare device_resident(tmp)
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) { tmp[i] = i * 4; out[i] = tmp[i] + 1; }
}
static void sub_resident(double *p, double *out) {
#pragma acc declare device_resident(p[0:n])
#pragma acc parallel loop copyout(out[0:n]) present(p[0:n])
    for (int i = 0; i < n; i++) { p[i] = i * 0.5; out[i] = p[i] * 2; }
}
int main(void) {
    for (int i = 0; i < n; i++) lk[i] = i;
    double r[n];
#pragma acc data copyin(lk)
    {
#pragma acc parallel loop copyout(r)
        for (int i = 0; i < n; i++) r[i] = from_link(i);
    }
    for (int i = 0; i < n; i++) CHECK(r[i] == 2 * i);
    int o[n];
#pragma acc parallel loop
    for (int i = 0; i < n; i++) put_res(i, i + 3);
#pragma acc parallel loop copyout(o)
    for (int i = 0; i < n; i++) o[i] = get_res(i);
    for (int i = 0; i < n; i++) CHECK(o[i] == i + 3);
    local_resident(o);
    for (int i = 0; i < n; i++) CHECK(o[i] == 4 * i + 1);
    double *p = malloc(n * sizeof(double));
    sub_resident(p, r);
    for (int i = 0; i < n; i++) CHECK(r[i] == i);
    free(p);
    CHECK_DONE();
}
