/* A struct with no data clause (2.6.2: implicitly copy) whose pointers point to present data
 * (`enter data copyin`), reached by the region other than through `.` paths
 * (struct_pointer_member_translated.c): through an array member (`s.arr[k][i]` with a constant
 * or variable k, `s.ins[k].q[i]`), through a copy of the struct (`struct S t = s; t.p[i]`), by
 * value to a routine (`put(s, i, x)`), and with a member stored elsewhere in the region
 * (`s.n = ...`, which does not change how `s.p` is read). A region that takes `&s` itself
 * stops instead (data/fail/struct_address_pointer_member_host.c). The device copy of s holds the host's addresses
 * (a bitwise copy): the kernel wrote host memory under a device with its own memory and the
 * copyout at the end brought back the stale device data (bug hunt 26, bug08). Now every
 * pointer of the struct still holding the host's value is read translated, as a pointer
 * variable is. Every write is checked after the data is copied back; runs under host (shared
 * memory) and emul (separate device memory). */
#include <stdlib.h>
#include "check.h"

#define N 64

struct In { double *q; };
struct S { int n; double *p; struct In in; double *arr[2]; struct In ins[2]; };

#pragma acc routine seq
static void put(struct S s, int i, double x) { s.p[i] += x; }

int main(void) {
    double *a = calloc(N, sizeof(double)), *c = calloc(N, sizeof(double));
    struct S s;
    s.n = N; s.p = a; s.in.q = c; s.arr[0] = a; s.arr[1] = c; s.ins[0].q = a; s.ins[1].q = c;
#pragma acc enter data copyin(a[0:N], c[0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
        int k = i % 2;
        s.arr[k][i] += 1;        /* a[even] = 1, c[odd] = 1 */
        s.ins[1 - k].q[i] += 2;  /* c[even] = 2, a[odd] = 2 */
        s.arr[1][i] += 10;       /* c += 10 */
    }
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
        struct S t = s;
        t.p[i] += 100;           /* a += 100 */
        put(s, i, 1000);         /* a += 1000 */
    }
#pragma acc serial
    {
        s.n = s.n + 1;           /* the device copy of s changes: copied back */
        for (int i = 0; i < N; i++) s.p[i] += 10000;
    }
    CHECK(s.n == N + 1);
#pragma acc exit data copyout(a[0:N], c[0:N])
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == (i % 2 ? 2 : 1) + 11100);
        CHECK(c[i] == (i % 2 ? 1 : 2) + 10);
    }
    CHECK(s.p == a && s.arr[1] == c && s.ins[0].q == a);
    free(a);
    free(c);
    CHECK_DONE();
}
