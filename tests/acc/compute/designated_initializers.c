/* C designated initializers (C11 6.7.9) in compute regions run on the device: the kernels are
 * C++, whose aggregate initialization is positional, so oxacc lays the list out by member and
 * element first (members in any order, nested designators, array element designators, plain
 * items continuing after a designated one, a later initializer of the same position replacing
 * the earlier, and zero for what the list leaves out). Until 2026-11-28 such a region was
 * host-only: on a GPU it stopped with "code only for the multicore host". OpenACC 3.3, 2.5.1
 * (the region's code is ordinary C). */
#include "check.h"

struct pt { int x, y; };
struct box { struct pt lo, hi; double w[3]; };
union num { int i; float f; };

int main(void) {
    static int a[64];
    static double b[64];
#pragma acc parallel loop copyout(a, b)
    for (int i = 0; i < 64; i++) {
        struct pt p = {.y = 2, .x = i};
        struct box bx = {.hi = {.x = 5}, .w[2] = 1.5, .lo.y = i};
        int v[5] = {[3] = 7, [1] = i, 4};
        int m[2][3] = {[1] = {1, 2, 3}, [0][2] = 9};
        union num u = {.i = 3};
        struct pt q = {i, .y = 4};
        struct pt r = {.x = 1, .x = i + 1};
        a[i] = p.x * 1000000 + p.y * 100000 + bx.hi.x * 10000 + bx.hi.y + bx.lo.y * 1000 + bx.lo.x +
               v[0] + v[1] * 100 + v[2] * 10 + v[3] + v[4] + m[1][2] + m[0][2] * 10 + m[0][0] + m[0][1] +
               u.i + q.x + q.y + r.x + r.y;
        b[i] = bx.w[0] + bx.w[1] * 10 + bx.w[2];
    }
    for (int i = 0; i < 64; i++) {
        int want = i * 1000000 + 200000 + 50000 + i * 1000 + i * 100 + 40 + 7 + 3 + 90 + 3 + i + 4 + i + 1;
        CHECK(a[i] == want);
        CHECK(b[i] == 1.5);
    }
    CHECK_DONE();
}
