/* A typedef's `aligned` attribute (gcc: on a typedef it sets the alignment, raising or
 * lowering it, and leaves the size: `typedef int aligned_int __attribute__((aligned(16)))`
 * has size 4, alignment 16) lays out the structs that have members of that typedef, arrays of
 * it, or typedefs of it (C11 6.7.2.1p15: members are placed at offsets the implementation
 * chooses; the device must use the host's, the data is copied as bytes). The device struct
 * once lost the typedef's alignment (8 bytes instead of gcc's 32, `v` read at offset 4 of
 * 8-byte elements, silently), and `typedef Plain PlainAl __attribute__((aligned(32)))` put
 * the alignment on struct Plain itself (the CUDA build failed its layout assert).
 * Values: gcc 12 -O2, x86-64. Runs under host and emul (and NVRTC checks the layout asserts
 * at build time when it is found). */
#include "check.h"
#include <stddef.h>

typedef int aligned_int __attribute__((aligned(16)));
typedef aligned_int ai2;                               /* inherits 16 */
typedef struct { int x; } Plain;
typedef Plain PlainAl __attribute__((aligned(32)));    /* Plain itself stays aligned to 4 */
typedef struct { int x; } T32 __attribute__((aligned(32)));
typedef struct { char b[32]; } Blk;
typedef Blk Blk16 __attribute__((aligned(16)));

struct WithAI { char c; aligned_int v; };              /* 32 bytes, v at 16 */
struct H { char c; PlainAl p; Plain q; };              /* p at 32, q at 36, 64 bytes */
struct E { char c; T32 p; ai2 w; };                    /* p at 32, w at 48, 64 bytes */
struct G { char c; Blk16 p[2]; };                      /* p at 16, 80 bytes */
struct Ptr { char c; aligned_int *p; };                /* a pointer keeps its own: p at 8 */

int main(void) {
    struct WithAI wa[3];
    struct H h[2] = {{1, {2}, {3}}, {4, {5}, {6}}};
    struct E e[2] = {{1, {2}, 3}, {4, {5}, 6}};
    struct G g[2];
    long o[3], lay[12];
    for (int i = 0; i < 3; i++) { wa[i].c = 2; wa[i].v = i * 11; }
    for (int i = 0; i < 2; i++) { g[i].c = 1; g[i].p[1].b[31] = (char)(10 + i); }
    #pragma acc parallel loop copy(wa) copyout(o)
    for (int i = 0; i < 3; i++) { wa[i].v += wa[i].c + 11; o[i] = sizeof(struct WithAI); }
    CHECK(o[0] == 32 && wa[0].v == 13 && wa[1].v == 24 && wa[2].v == 35);

    #pragma acc serial copy(h, e, g) copyout(lay)
    {
        h[1].p.x += h[1].c + h[1].q.x;                 /* 5 + 4 + 6 */
        e[1].w += e[1].p.x + e[1].c;                   /* 6 + 5 + 4 */
        g[1].p[1].b[31] += g[1].c;                     /* 11 + 1 */
        lay[0] = sizeof(struct H);   lay[1] = offsetof(struct H, q);
        lay[2] = sizeof(struct E);   lay[3] = offsetof(struct E, w);
        lay[4] = sizeof(struct G);   lay[5] = offsetof(struct G, p);
        lay[6] = _Alignof(aligned_int); lay[7] = _Alignof(PlainAl);
        lay[8] = _Alignof(Plain);    lay[9] = sizeof(T32) * 100 + _Alignof(T32);
        lay[10] = sizeof(struct Ptr); lay[11] = _Alignof(ai2);
    }
    long want[12] = {64, 36, 64, 48, 80, 16, 16, 32, 4, 432, 16, 16};
    for (int k = 0; k < 12; k++) {
        if (lay[k] != want[k]) fprintf(stderr, "item %d: device %ld gcc %ld\n", k, lay[k], want[k]);
        CHECK(lay[k] == want[k]);
    }
    CHECK(h[1].p.x == 15 && h[1].q.x == 6 && h[0].p.x == 2);
    CHECK(e[1].w == 15 && e[1].p.x == 5 && e[0].w == 3);
    CHECK(g[1].p[1].b[31] == 12 && g[0].p[1].b[31] == 10);
    CHECK_DONE();
}
