/* OpenACC 3.3, 2.9.10, 2.5.13-2.5.15, 2.7: a variable named in a clause that the region (or the
 * loop) never uses is legal and has no effect: it must not break the build (issue 14). Every
 * clause that takes a var-list on compute and loop constructs, on parallel/serial/kernels, the
 * combined forms and a loop inside a region; scalar, array, pointer, struct and member vars
 * and subarrays. */
#include "check.h"

struct S { int x; double v[4]; int *p; };

int main(void) {
    int n = 64, t = 7, u = 3;
    double d[4] = {1, 2, 3, 4};
    int *a = malloc(n * sizeof *a);
    int *scratch = malloc(n * sizeof *scratch);
    for (int i = 0; i < n; i++) scratch[i] = -1;
    struct S s = {5, {1, 2, 3, 4}, scratch};
    struct S *sp = &s;
    int r = 10;
    double dr[4] = {0};

    /* The repro: private on combined constructs and on a loop inside a region. */
#pragma acc parallel loop private(t) copyout(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc serial loop private(d) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += i;
#pragma acc kernels loop gang private(scratch) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += i;
#pragma acc parallel copy(a[0:n])
    {
#pragma acc loop private(t, d, scratch)
        for (int i = 0; i < n; i++) a[i] += i;
    }
    CHECK(a[5] == 20);

    /* private / firstprivate / reduction on the compute construct, unused. */
#pragma acc parallel private(t, d, scratch, s) firstprivate(u, dr, sp) reduction(+:r) copy(a[0:n])
    {
#pragma acc loop gang
        for (int i = 0; i < n; i++) a[i] = i;
    }
#pragma acc serial private(t, d, s.x, s.p[0:n], d[1:2]) firstprivate(s.v[0:2], sp->p[0:4], scratch[0:n]) reduction(max:r) copy(a[0:n])
    {
#pragma acc loop
        for (int i = 0; i < n; i++) a[i] += 1;
    }
#pragma acc parallel num_gangs(3) reduction(+:dr, d[0:2]) reduction(*:u) copy(a[0:n])
    {
#pragma acc loop gang
        for (int i = 0; i < n; i++) a[i] += 1;
    }
    CHECK(a[5] == 7);
    CHECK(r == 10 && u == 3 && dr[0] == 0 && d[0] == 1 && d[1] == 2 && t == 7);
    CHECK(s.x == 5 && s.p == scratch && scratch[3] == -1);

    /* The same on loop constructs and combined constructs. */
#pragma acc parallel loop private(s.x, sp->p[0:n], dr[1:2]) reduction(+:r, d[0:2]) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] -= 1;
#pragma acc serial loop firstprivate(u, s, scratch[0:n]) reduction(min:t) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] -= 1;
#pragma acc kernels loop private(t, s.v[1:2]) reduction(+:r) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] -= 1;
#pragma acc parallel copy(a[0:n], r, t, dr, u)
    {
#pragma acc loop gang private(s, sp, s.p[0:4]) reduction(+:r, dr) reduction(max:t)
        for (int i = 0; i < n; i++) {
#pragma acc loop vector private(d[0:4], scratch[1:3]) reduction(*:u)
            for (int j = 0; j < 1; j++) a[i] += 0;
        }
    }
    CHECK(a[5] == 4);
    CHECK(r == 10 && u == 3 && dr[0] == 0 && d[0] == 1 && t == 7);

    /* Data clauses naming variables the region does not use. */
    int *q = malloc(n * sizeof *q);
    int *dp = malloc(n * sizeof *dp);
    for (int i = 0; i < n; i++) q[i] = i;
#pragma acc data copyin(q[0:n])
    {
#pragma acc parallel loop copy(t, d, s) copyin(u, scratch[0:n]) copyout(dr) create(r) \
    present(q[0:n]) no_create(sp) deviceptr(dp) attach(s.p) copy(a[0:n])
        for (int i = 0; i < n; i++) a[i] = 2 * i;
#pragma acc serial copy(t, d[0:2], s.x, a[0:n]) copyin(s.v[1:2]) create(dr[0:1]) present(q[0:n]) no_create(u)
        {
            a[0] = 100;
        }
#pragma acc kernels copy(t, a[0:n]) copyin(d) copyout(dr) create(r, s) present(q[0:n]) no_create(scratch[0:n]) deviceptr(sp)
        for (int i = 1; i < n; i++) a[i] += 1;
    }
    CHECK(a[0] == 100 && a[5] == 11);
    CHECK(r == 10 && u == 3 && t == 7 && d[1] == 2);

    free(a);
    free(scratch);
    free(q);
    free(dp);
    CHECK_DONE();
}
