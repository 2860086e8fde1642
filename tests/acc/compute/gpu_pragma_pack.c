/* Structs laid out under `#pragma pack` (gcc/MSVC pragma: `pack(push, N)` / `pack(pop)`,
 * `pack(N)` / `pack()`; every member's alignment is capped at N and bit-fields stay where
 * they start, even across a unit of their type) used in compute regions. The device struct
 * was printed without the packing: NVRTC failed the layout assert (a build error about
 * generated code), and the simulator the launch. Also a struct defined inside the function
 * (hoisted to file scope for the host's outlined code, with the same asserts in C), a
 * packed member of struct type, and pack(8) above the members' alignment, which still keeps
 * bit-fields in place. Values: gcc 12 -O2, x86-64. Runs under host and emul. */
#include "check.h"
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#pragma pack(push, 1)
struct Pp { uint8_t a; uint32_t b; uint16_t c; };                      /* 7 bytes */
#pragma pack(pop)
#pragma pack(push, 2)
struct P2 { char a; double b; char c; int d : 20; int e : 20; };       /* 16, d at bit 88 */
#pragma pack(pop)
#pragma pack(1)
struct P1 { char a; long b; unsigned f : 13; unsigned g : 30; struct { char h; int i; }; }; /* 20, i at 16 */
#pragma pack()
#pragma pack(push, 8)
struct P8 { char a; int d : 30; short s; };                            /* d at bit 8 */
#pragma pack(pop)
struct Inner { char q; double d; };
#pragma pack(push, 4)
struct P4 { char c; struct Inner in; long l; };                        /* in at 4, l at 20 */
#pragma pack(pop)

int main(void) {
#pragma pack(push, 1)
    struct Local { char a; int b; short c; };                          /* 7 bytes */
#pragma pack(pop)
    struct Pp pp[2] = {{1, 0x10000, 3}, {0, 0, 0}};
    struct P2 p2[2]; struct P1 p1[2]; struct P8 p8[2]; struct P4 p4[2]; struct Local lo[2];
    memset(p2, 0, sizeof p2); memset(p1, 0, sizeof p1); memset(p8, 0, sizeof p8);
    memset(p4, 0, sizeof p4); memset(lo, 0, sizeof lo);
    p2[1].b = 2.5; p2[1].d = -3; p2[1].e = 5;
    p1[1].b = 7; p1[1].f = 9; p1[1].g = 11; p1[1].i = 13;
    p8[1].d = -17; p8[1].s = 19;
    p4[1].in.d = 1.5; p4[1].l = 23;
    lo[1].a = 1; lo[1].b = 29; lo[1].c = 31;
    long o[2], lay[12];
    #pragma acc parallel loop copy(pp) copyout(o)
    for (int i = 0; i < 2; i++) { pp[i].b += pp[i].a + pp[i].c; o[i] = sizeof(struct Pp); }
    CHECK(o[0] == 7 && pp[0].b == 65540 && pp[1].b == 0);

    #pragma acc serial copy(p2, p1, p8, p4, lo) copyout(lay)
    {
        p2[1].e += p2[1].d + (int)(p2[1].b * 2);       /* 5 - 3 + 5 */
        p1[1].g += p1[1].f + p1[1].i + (unsigned)p1[1].b;  /* 11 + 9 + 13 + 7 */
        p8[1].s += p8[1].d;                            /* 19 - 17 */
        p4[1].l += (long)(p4[1].in.d * 2);             /* 23 + 3 */
        lo[1].b += lo[1].a + lo[1].c;                  /* 29 + 1 + 31 */
        lay[0] = sizeof(struct P2);  lay[1] = offsetof(struct P2, c);
        lay[2] = sizeof(struct P1);  lay[3] = offsetof(struct P1, i);
        lay[4] = sizeof(struct P8);  lay[5] = offsetof(struct P8, s);
        lay[6] = sizeof(struct P4);  lay[7] = offsetof(struct P4, l);
        lay[8] = sizeof(struct Local); lay[9] = offsetof(struct Local, c);
        lay[10] = _Alignof(struct P2); lay[11] = _Alignof(struct P4);
    }
    long want[12] = {16, 10, 20, 16, 8, 6, 28, 20, 7, 5, 2, 4};
    for (int k = 0; k < 12; k++) {
        if (lay[k] != want[k]) fprintf(stderr, "item %d: device %ld gcc %ld\n", k, lay[k], want[k]);
        CHECK(lay[k] == want[k]);
    }
    CHECK(p2[1].e == 7 && p2[1].d == -3 && p2[1].c == 0);
    CHECK(p1[1].g == 40 && p1[1].f == 9 && p1[1].i == 13);
    CHECK(p8[1].s == 2 && p8[1].d == -17);
    CHECK(p4[1].l == 26 && p4[1].in.d == 1.5);
    CHECK(lo[1].b == 61 && lo[1].c == 31);
    CHECK_DONE();
}
