// cflags: -Wall
/* `__builtin_offsetof(__typeof__(p), y[k])` in a compute region with a variable subscript:
 * `p` is named only in the type name and `k` only in the subscript, and both must be
 * captured (cc's "'p' undeclared" in __oxacc_region_main_N before). The GPU code computes
 * the offset from the members' offsets and the subscripts (it ran on the host only, with a
 * warning: C++ offsetof wants constants); a nested member path through an anonymous struct,
 * an array of structs and a constant subscript next to a variable one. */
#include <stddef.h>
#include "check.h"
struct pt { int x; int y[4]; };
struct deep { char c; struct { short h; struct pt q[3]; }; double z[2][5]; };

int main(void) {
    struct pt p = {1, {2, 3, 4, 5}};
    int k = 2;
    size_t o[16];
#pragma acc parallel loop copyout(o)
    for (int i = 0; i < 16; i++)
        o[i] = __builtin_offsetof(__typeof__(p), y[k]) + __builtin_offsetof(struct pt, y[i % 4]);
    for (int i = 0; i < 16; i++)
        CHECK(o[i] == offsetof(struct pt, y[2]) + offsetof(struct pt, y[0]) + (size_t)(i % 4) * sizeof(int));
    size_t d[16];
#pragma acc parallel loop copyout(d)
    for (int i = 0; i < 16; i++)
        d[i] = offsetof(struct deep, q[i % 3].y[k]) + offsetof(struct deep, z[1][i % 5]);
    for (int i = 0; i < 16; i++) {
        struct deep s;
        size_t want = (size_t)((char *)&s.q[i % 3].y[k] - (char *)&s) + (size_t)((char *)&s.z[1][i % 5] - (char *)&s);
        CHECK(d[i] == want);
    }
    CHECK_DONE();
}
