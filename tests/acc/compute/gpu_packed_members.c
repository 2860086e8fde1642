/* `__attribute__((packed))` on single members (gcc: the member gets alignment 1, the others
 * keep theirs), on bit-fields (`unsigned v:20 __attribute__((packed))`: the struct's
 * alignment no longer includes unsigned's), and a typedef whose `aligned` attribute lowers
 * the alignment (`typedef int int2 __attribute__((aligned(2)))`), in structs used in compute
 * regions. The member's packing was dropped in the device struct: NVRTC failed the layout
 * assert, and with the packed bit-field the simulator's g++ computed 8 bytes where gcc has 6
 * (every emul launch stopped). Also a packed struct with an aligned member, a union with a
 * packed member, and anonymous members with their own alignment (printed inline in the
 * device struct, they need it there too). Values: gcc 12 -O2, x86-64. Runs under host and emul. */
#include "check.h"
#include <stddef.h>
#include <string.h>

typedef int int2 __attribute__((aligned(2)));
struct W { char c; int v __attribute__((packed)); short w; };            /* 8, align 2 */
struct B { char c; unsigned v : 20 __attribute__((packed)); short w; };  /* 6, align 2 */
struct A { char c; int2 v; short w; };                                   /* 8, v at 2 */
struct X { char c; struct { char q; double d; } s __attribute__((packed)); int z __attribute__((aligned(8))); }; /* 32, z at 24 */
struct __attribute__((packed)) Y { char c; int v __attribute__((aligned(4))); short w; };
union U { char c[5]; int v __attribute__((packed)); };                   /* 5, align 1 */
struct S { char c; struct __attribute__((aligned(16))) { int a; }; union __attribute__((aligned(8))) { short s; }; };

int main(void) {
    struct W w[3]; struct B b[2]; struct A a[2]; struct X x[2]; struct Y y[2]; union U u[2];
    struct S an[2] = {{1, {2}, {3}}, {4, {5}, {6}}};
    long o[3], lay[14];
    for (int i = 0; i < 3; i++) { w[i].c = 2; w[i].v = 0; w[i].w = (short)i; }
    memset(b, 0, sizeof b); memset(a, 0, sizeof a); memset(x, 0, sizeof x);
    memset(y, 0, sizeof y); memset(u, 0, sizeof u);
    b[1].c = 1; b[1].v = 0xABCDE; b[1].w = 3;
    a[1].c = 1; a[1].v = 5; a[1].w = 7;
    x[1].s.d = 1.5; x[1].z = 4; y[1].v = 8; y[1].w = 9; u[1].v = 77;
    #pragma acc parallel loop copy(w) copyout(o)
    for (int i = 0; i < 3; i++) { w[i].w += w[i].c + 11; o[i] = sizeof(struct W) * 100 + _Alignof(struct W); }
    CHECK(o[0] == 802 && w[0].w == 13 && w[1].w == 14 && w[2].w == 15);

    #pragma acc serial copy(b, a, x, y, u, an) copyout(lay)
    {
        b[1].w += (short)(b[1].v & 0xF) + b[1].c;     /* 3 + 14 + 1 */
        b[1].v += 1;
        a[1].w += a[1].v + a[1].c;                     /* 7 + 5 + 1 */
        x[1].z += (int)(x[1].s.d * 2);                 /* 4 + 3 */
        y[1].w += y[1].v;                              /* 9 + 8 */
        u[1].v += 100;
        an[1].s += an[1].a + an[1].c;                  /* 6 + 5 + 4 */
        lay[0] = sizeof(struct B) * 100 + _Alignof(struct B);
        lay[1] = offsetof(struct B, w);
        lay[2] = sizeof(struct A) * 100 + _Alignof(struct A);
        lay[3] = offsetof(struct A, w);
        lay[4] = sizeof(struct X);  lay[5] = offsetof(struct X, z);
        lay[6] = sizeof(struct Y);  lay[7] = offsetof(struct Y, w);
        lay[8] = sizeof(union U) * 100 + _Alignof(union U);
        lay[9] = offsetof(struct W, w); lay[10] = offsetof(struct A, v); lay[11] = offsetof(struct X, s);
        lay[12] = sizeof(struct S); lay[13] = offsetof(struct S, s);
    }
    long want[14] = {602, 4, 802, 6, 32, 24, 12, 8, 501, 6, 2, 1, 48, 32};
    for (int k = 0; k < 14; k++) {
        if (lay[k] != want[k]) fprintf(stderr, "item %d: device %ld gcc %ld\n", k, lay[k], want[k]);
        CHECK(lay[k] == want[k]);
    }
    CHECK(b[1].w == 18 && b[1].v == 0xABCDF && b[1].c == 1);
    CHECK(a[1].w == 13 && a[1].v == 5);
    CHECK(x[1].z == 7 && x[1].s.d == 1.5);
    CHECK(y[1].w == 17 && y[1].v == 8);
    CHECK(u[1].v == 177);
    CHECK(an[1].s == 15 && an[0].s == 3 && an[1].a == 5);
    CHECK_DONE();
}
