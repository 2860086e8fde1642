/* OpenACC 3.3, 2.6.5 (data construct, if clause): when the condition is false "no data will be
 * allocated or moved", yet the construct's clauses are still visible data clauses (2.6.2) of
 * the compute constructs inside it, which therefore get no implicit data attribute. Such a
 * construct acts as if it carried the clause itself, as nvc and gcc do: `copy` copies the data
 * for the construct, and with the condition true (the data present) the clause only counts a
 * reference (2.6.7): nothing moves until the data region ends. Before the fix an array was
 * "not present" at run time under a discrete-memory device (emul), and a pointer's section
 * reached the kernel untranslated (its writes were lost).
 * Covered: a pointer's section, a whole local array, a scalar, a struct member's section, a
 * file-scope array; parallel loop, parallel + loop, serial, kernels. */
#include "check.h"
#include <openacc.h>
#include <stdlib.h>

#define N 64
static volatile int on; /* the condition, read at run time */
int g[N];
struct mesh {
    int n;
    double *u;
};

static void run(int cond) {
    int discrete = acc_get_device_type() != acc_device_host;
    int n = N;
    int *p = malloc(n * sizeof *p);
    int w[N];
    long s = 0;
    struct mesh m;
    m.n = n;
    m.u = malloc(n * sizeof *m.u);
    if (!p || !m.u) exit(2);
    for (int i = 0; i < n; i++) {
        p[i] = i;
        w[i] = 10 * i;
        m.u[i] = i;
        g[i] = -i;
    }
    on = cond;
#pragma acc data copy(p[0:n], w, s, m.u[0:n], g) if(on)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            p[i] += 1;
            w[i] += 2;
            m.u[i] *= 2;
            g[i] -= 3;
        }
        /* The condition held: the compute construct moved nothing, the host copy is as it
           was; it did not: the construct copied its data back. */
        if (discrete)
            CHECK(p[5] == (cond ? 5 : 6) && w[5] == (cond ? 50 : 52) && g[5] == (cond ? -5 : -8));
        if (discrete)
            CHECK(acc_is_present(p, n * sizeof *p) == cond);
#pragma acc serial
        { s += 5; }
#pragma acc kernels
        for (int i = 0; i < n; i++)
            p[i] *= 3;
#pragma acc parallel
        {
#pragma acc loop
            for (int i = 0; i < n; i++)
                w[i] -= 1;
        }
    }
    for (int i = 0; i < n; i++) {
        CHECK(p[i] == (i + 1) * 3);
        CHECK(w[i] == 10 * i + 1);
        CHECK(m.u[i] == 2.0 * i);
        CHECK(g[i] == -i - 3);
    }
    CHECK(s == 5);
    free(p);
    free(m.u);
}

int main(void) {
    run(0);
    run(1);
    CHECK_DONE();
}
