/* spec 2.7.1 (a var may be a member, a subarray of a pointer member), 2.7.2: one data
 * construct maps sections of pointers at different depths of one struct variable, none of
 * its own storage: `copy(g.in.a[0:n], g.extra[0:n])`, `copy(g.s.parts[1].a[2:4], ...)`,
 * `copy(g.s.parts[k].a[0:n], ...)`.
 * The compute construct inside reads the pointers through `g`. With a direct member and a
 * nested one (or one inside an array member) together, `g` was taken to need a device copy
 * of its own, which nothing makes: "'g' ... is not present" at the launch under emul (one
 * kind alone worked). Bug hunt 2026-11-29, deep copy. */
#include "acc_test.h"

struct part {
    double *a;
    int n;
};
struct inner {
    int np;
    struct part parts[3];
    struct part one;
};
struct outer {
    struct inner s;
    double *extra;
    int tag;
};

int main(void) {
    enum { N = 8 };
    struct outer g;
    g.tag = 5;
    g.s.np = 3;
    for (int k = 0; k < 3; k++) {
        g.s.parts[k].n = N;
        g.s.parts[k].a = (double *)malloc(sizeof(double) * N);
        for (int i = 0; i < N; i++) g.s.parts[k].a[i] = k * 100 + i;
    }
    g.s.one.a = (double *)calloc(N, sizeof(double));
    g.extra = (double *)calloc(N, sizeof(double));
    double *keep_extra = g.extra, *keep_one = g.s.one.a;

#pragma acc data copy(g.s.one.a[0:N], g.extra[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            g.s.one.a[i] = i + g.tag;
            g.extra[i] = 2 * i;
        }
    }
    for (int i = 0; i < N; i++) CHECK(g.s.one.a[i] == i + 5 && g.extra[i] == 2 * i);

    /* through an element of an array member, a section with a lower bound */
#pragma acc data copy(g.s.parts[1].a[2:4]) copyout(g.extra[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) g.extra[i] = (i >= 2 && i < 6) ? g.s.parts[1].a[i] : -1;
#pragma acc parallel loop
        for (int i = 2; i < 6; i++) g.s.parts[1].a[i] *= -1;
    }
    for (int i = 0; i < N; i++) {
        CHECK(g.extra[i] == ((i >= 2 && i < 6) ? 100 + i : -1));
        CHECK(g.s.parts[1].a[i] == ((i >= 2 && i < 6) ? -(100 + i) : 100 + i));
    }
    /* under a run-time subscript of the array member */
    for (int k = 0; k < 3; k++) {
#pragma acc data copy(g.s.parts[k].a[0:N], g.extra[0:N])
        {
#pragma acc parallel loop
            for (int i = 0; i < N; i++) {
                g.s.parts[k].a[i] = k + 1;
                g.extra[i] = k;
            }
        }
    }
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < N; i++) CHECK(g.s.parts[k].a[i] == k + 1 && g.extra[i] == 2);
    CHECK(g.extra == keep_extra && g.s.one.a == keep_one);
    if (discrete()) CHECK(!acc_is_present(&g, sizeof g));
    return 0;
}
