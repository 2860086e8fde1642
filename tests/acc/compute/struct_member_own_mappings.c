/* OpenACC 3.3, 2.7.1 (and 2.14.4 for enter/exit data): a data clause's var may be a member of a
 * struct -- a scalar member, an array member or a subarray of one, a member of a nested struct,
 * a member reached through a pointer. Each member named is its own mapping with a device copy
 * of its own, so the kernel must reach each at its own device address. oxacc passed one base
 * address for the whole struct, computed from the first mapped member: on a device with its own
 * memory `copy(s.a, s.b)` wrote s.b outside any device copy (wrong results; heap corruption
 * under `data copy(s.a) copy(s.b)`), and `copy(s.x)`, `copy(o.in.b)`, `present(t.x)` after
 * `enter data copyin(t.x)` stopped with "'s' is partly present", `copy(p->b[0:10])` with "'p'
 * is not present". A member no clause maps that the region only reads is taken as a
 * firstprivate value, as nvc does: its device copy when that member is present, else the
 * host's value. */
#include <stdlib.h>
#include "check.h"

typedef struct { int a[10]; double x; int b[10]; } S;
struct In { int a[4]; int b[6]; };
struct Out { int c[4]; struct In in; };
typedef struct { int n; int m[64]; double *p; } M;

S gs;

int main(void) {
    S s;
    for (int i = 0; i < 10; i++) {
        s.a[i] = i;
        s.b[i] = 0;
    }
    s.x = 1.5;

    /* Two array members on one clause. */
#pragma acc parallel loop copy(s.a, s.b)
    for (int i = 0; i < 10; i++) {
        s.a[i] += 1;
        s.b[i] = 2;
    }
    for (int i = 0; i < 10; i++) CHECK(s.a[i] == i + 1 && s.b[i] == 2);
    CHECK(s.x == 1.5);

    /* The same on an enclosing data construct, one clause each. */
#pragma acc data copy(s.a) copy(s.b)
    {
#pragma acc parallel loop
        for (int i = 0; i < 10; i++) {
            s.b[i] = s.a[i] * 3;
            s.a[i] = -1;
        }
    }
    for (int i = 0; i < 10; i++) CHECK(s.a[i] == -1 && s.b[i] == 3 * (i + 1));

    /* And in a kernels construct. */
#pragma acc kernels loop independent copy(s.b) copyin(s.a)
    for (int i = 0; i < 10; i++) s.b[i] += s.a[i];
    for (int i = 0; i < 10; i++) CHECK(s.b[i] == 3 * i + 2);

    /* A scalar member. */
#pragma acc serial copy(s.x)
    s.x *= 2;
    CHECK(s.x == 3.0);

    /* A scalar member entered on its own, then only it is present: the struct is not. */
#pragma acc enter data copyin(s.x)
#pragma acc serial present(s.x)
    s.x += 1;
#pragma acc exit data copyout(s.x)
    CHECK(s.x == 4.0);

    /* A member of a nested struct, and a whole nested struct member. */
    struct Out o;
    for (int i = 0; i < 4; i++) {
        o.c[i] = 10 * i;
        o.in.a[i] = 0;
    }
    for (int i = 0; i < 6; i++) o.in.b[i] = 0;
#pragma acc parallel loop copy(o.in.b)
    for (int i = 0; i < 6; i++) o.in.b[i] = i + 1;
    for (int i = 0; i < 6; i++) CHECK(o.in.b[i] == i + 1);
#pragma acc parallel loop copy(o.in) copyin(o.c)
    for (int i = 0; i < 4; i++) o.in.a[i] = o.c[i] + o.in.b[i];
    for (int i = 0; i < 4; i++) CHECK(o.in.a[i] == 10 * i + i + 1);

    /* Members through a pointer: the second array member, and a scalar. */
    S *ps = &s;
#pragma acc parallel loop copy(ps->b[0:10]) copyin(ps->x)
    for (int i = 0; i < 10; i++) ps->b[i] = 7 + (int)ps->x;
    for (int i = 0; i < 10; i++) CHECK(s.b[i] == 11 && s.a[i] == -1);

    /* A section of an array member that starts past its first element, a pointer member's
     * section, and a scalar member no clause maps (read: the host's value). */
    M m;
    m.n = 5;
    m.p = (double *)malloc(64 * sizeof(double));
    for (int i = 0; i < 64; i++) {
        m.m[i] = i;
        m.p[i] = 0;
    }
#pragma acc parallel loop copy(m.m[10:20]) copy(m.p[0:64])
    for (int i = 10; i < 30; i++) {
        m.m[i] *= m.n;
        m.p[i] = m.m[i] + 0.5;
    }
    for (int i = 0; i < 64; i++) {
        int in = i >= 10 && i < 30;
        CHECK(m.m[i] == (in ? 5 * i : i));
        CHECK(m.p[i] == (in ? 5 * i + 0.5 : 0));
    }
    free(m.p);

    /* An unmapped scalar member the region reads, whose device copy is present and newer
     * than the host's: the device copy is read. */
#pragma acc enter data copyin(s.x)
#pragma acc serial present(s.x)
    s.x = 10;
#pragma acc parallel loop copy(s.a)
    for (int i = 0; i < 10; i++) s.a[i] = (int)s.x + i;
#pragma acc exit data copyout(s.x)
    for (int i = 0; i < 10; i++) CHECK(s.a[i] == 10 + i);
    CHECK(s.x == 10);

    /* A file-scope struct. */
    for (int i = 0; i < 10; i++) {
        gs.a[i] = i;
        gs.b[i] = 0;
    }
#pragma acc parallel loop copy(gs.b) copyin(gs.a)
    for (int i = 0; i < 10; i++) gs.b[i] = gs.a[i] + 1;
    for (int i = 0; i < 10; i++) CHECK(gs.b[i] == i + 1);
    CHECK_DONE();
}
