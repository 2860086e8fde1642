/* Positional initializers of structs with anonymous struct and union members (C11
 * 6.7.2.1p13: an anonymous member is a member of the containing record; 6.7.9p17 and p20:
 * a positional item goes to the next member, an anonymous one taking its items as a
 * subaggregate, braces elided or not), and designators of named members after an anonymous
 * one, in a compute region (OpenACC 3.3, 2.5). The positional forms ran only on the host
 * ("this initializer in a compute region"); `{.t = 1, .z = i}` put `i` into the union
 * (the positions counted named members only): emul gave a.i == i, a.z == 0. An unnamed
 * bit-field takes no item (6.7.9p9). */
#include "check.h"

enum { N = 40 };

struct A { int t; union { int i; float f; }; struct { short p, q; }; int z; };
struct B { char c; int : 5; struct { int u; union { short s; char b[2]; }; }; long w; };

int main(void) {
    static long got[N][6];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        struct A a = {1, i, 3, 4, 5};
        struct A b = {2, {i + 1}, {6, 7}, 8};
        struct A c = {.t = 1, .z = i};
        struct A d = {.q = 9, .z = i};
        struct B e = {'x', i, 12, 13};
        struct A f[2] = {1, 2, 3, 4, 5, 6, 7};
        got[i][0] = a.t + a.i * 10 + a.p * 100 + a.q * 1000 + a.z * 10000L;
        got[i][1] = b.t + b.i * 10 + b.p * 100 + b.q * 1000 + b.z * 10000L;
        got[i][2] = c.t + c.i * 10 + c.p * 100 + c.q * 1000 + c.z * 10000L;
        got[i][3] = d.t + d.i * 10 + d.p * 100 + d.q * 1000 + d.z * 10000L;
        got[i][4] = e.c + e.u * 1000L + e.s * 100000L + e.w * 10000000L;
        got[i][5] = f[0].z + f[1].t * 10 + f[1].i * 100 + f[1].p * 1000 + f[1].z;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == 1 + i * 10 + 300 + 4000 + 50000L);
        CHECK(got[i][1] == 2 + (i + 1) * 10 + 600 + 7000 + 80000L);
        CHECK(got[i][2] == 1 + i * 10000L);
        CHECK(got[i][3] == 9000 + i * 10000L);
        CHECK(got[i][4] == 'x' + i * 1000L + 12 * 100000L + 13 * 10000000L);
        CHECK(got[i][5] == 5 + 60 + 700);
    }
    CHECK_DONE();
}
