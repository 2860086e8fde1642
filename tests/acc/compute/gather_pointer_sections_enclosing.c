/* spec 2.6 / 2.7.1: two sections of a pointer's target mapped apart by an enclosing `data`
 * construct (`data copy(p[0:10], p[50:10])`), reached by a compute construct that names one of
 * them (`parallel loop present(p[0:10])`) or neither, writing both. Each section has its own
 * device copy, while the kernel reaches the target through the one pointer: before, it was
 * translated through one section's copy and the writes to the other were lost on emul (known
 * gap of the sections2 session). Now the launch gathers a block from the hull of the sections'
 * mappings (the host's bytes between them) and writes back what the kernel changed. Also an
 * async construct, bounds in variables, a kernel touching only one section, a third section in
 * the construct's own clauses, and a pointer parameter of a function with its own data
 * construct. */
#include <stdlib.h>
#include <openacc.h>
#include "check.h"

static void twice(float *v, int lo, int hi) {
#pragma acc data copy(v[lo:4], v[hi:4])
    {
#pragma acc parallel loop
        for (int k = 0; k < 4; k++) {
            v[lo + k] *= 2;
            v[hi + k] = v[lo + k] + 0.5f;
        }
    }
}

int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    float *p = malloc(100 * sizeof *p);
    for (int k = 0; k < 100; k++) p[k] = -1;
#pragma acc data copy(p[0:10], p[50:10])
    {
#pragma acc parallel loop present(p[0:10])
        for (int k = 0; k < 10; k++) {
            p[k] = k;
            p[50 + k] = 100 + k;
        }
        /* Naming neither section. */
#pragma acc parallel loop
        for (int k = 0; k < 10; k++) p[50 + k] += p[k];
        /* Only one section touched: nothing else changes. */
#pragma acc parallel loop present(p[50:10])
        for (int k = 0; k < 10; k++) p[50 + k] += 1000;
    }
    for (int k = 0; k < 10; k++) CHECK(p[k] == k && p[50 + k] == 1100 + 2 * k);
    if (discrete) CHECK(p[10] == -1 && p[49] == -1 && p[60] == -1);

    /* Bounds in variables, async, a third section in the construct's own clauses. */
    int n = 24, a = 2, b = 12;
    double *q = malloc(n * sizeof *q);
    for (int k = 0; k < n; k++) q[k] = k;
#pragma acc data copyin(q[a:4]) copy(q[b:4])
    {
#pragma acc parallel loop copyout(q[20:4]) async(3)
        for (int k = 0; k < 4; k++) {
            q[b + k] = q[a + k] * 10;
            q[20 + k] = q[b + k] + 1;
        }
#pragma acc wait(3)
    }
    for (int k = 0; k < 4; k++) CHECK(q[12 + k] == 10 * (2 + k) && q[20 + k] == 10 * (2 + k) + 1);
    CHECK(q[6] == 6 && q[16] == 16 && q[2] == 2);

    /* A pointer parameter. */
    float v[40];
    for (int k = 0; k < 40; k++) v[k] = k;
    twice(v, 4, 30);
    for (int k = 0; k < 4; k++) CHECK(v[4 + k] == 2 * (4 + k) && v[30 + k] == 2 * (4 + k) + 0.5f);
    CHECK(v[10] == 10 && v[29] == 29);
    free(p);
    free(q);
    CHECK_DONE();
}
