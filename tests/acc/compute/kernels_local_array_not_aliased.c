/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): a local array whose address the function never takes
 * is reached through no pointer, so a loop filling it from a pointer that is not `restrict`
 * (NPB MG's `resid`: `u1[i1] = u[...] + ...` with `double u1[M]` declared in the gang loop
 * body) is parallel, as nvc has it. It was "Complex loop carried dependence of 'u1'" and a
 * sequential loop: the alias test took any pointer to overlap any declared object. A local
 * whose address is taken (`double *q = w;`) may be the pointer's target: that loop stays
 * sequential. The .minfo beside this file is the schedule. */
#include <stdlib.h>
#include "check.h"

static void resid_rows(int n1, int n2, const double *u, double *r) {
#pragma acc kernels copyin(u[0:n1*n2]) copyout(r[0:n1*n2])
#pragma acc loop independent gang
    for (int i2 = 0; i2 < n2; i2++) {
        double u1[64];
        for (int i1 = 0; i1 < n1; i1++) u1[i1] = u[i2 * n1 + i1] * 2.0;
#pragma acc loop independent vector
        for (int i1 = 0; i1 < n1; i1++) r[i2 * n1 + i1] = u1[i1] + u1[(i1 + 1) % n1];
    }
}

static void fill_local(int n, double *u, double *out) {
    double s[64];
    /* `s` is named in no directive and its address is never taken: its device copy is no
     * element of `u`'s. */
#pragma acc kernels copyin(u[0:n]) copyout(out[0:n])
    {
        for (int i = 0; i < n; i++) s[i] = u[i] + 1.0;
        for (int i = 0; i < n; i++) out[i] = s[n - 1 - i];
    }
}

static double escaped(int n, double *u) {
    double w[64];
    double *q = w;
    q[0] = 0.0;
#pragma acc kernels copyin(u[0:n])
    for (int i = 0; i < n; i++) w[i] = u[i] * 3.0;
    return w[n - 1];
}

int main(void) {
    int n1 = 64, n2 = 20;
    double *u = malloc(sizeof(double) * n1 * n2), *r = malloc(sizeof(double) * n1 * n2);
    for (int x = 0; x < n1 * n2; x++) u[x] = x % 13;
    resid_rows(n1, n2, u, r);
    for (int i2 = 0; i2 < n2; i2++)
        for (int i1 = 0; i1 < n1; i1++)
            CHECK(r[i2 * n1 + i1] == 2.0 * (u[i2 * n1 + i1] + u[i2 * n1 + (i1 + 1) % n1]));
    double out[64];
    fill_local(64, u, out);
    for (int i = 0; i < 64; i++) CHECK(out[i] == u[63 - i] + 1.0);
    CHECK(escaped(50, u) == 3.0 * u[49]);
    free(u);
    free(r);
    CHECK_DONE();
}
