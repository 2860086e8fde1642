// cflags: -Wall
/* `__builtin_offsetof(__typeof__(p), y[k])` in a compute region with a variable subscript:
 * `p` is named only in the type name and `k` only in the subscript, and both must be
 * captured (cc's "'p' undeclared" in __oxacc_region_main_N before). The GPU code needs a
 * constant offsetof for now: the region runs on the host only, with a warning that says so
 * (it blamed "sizeof of a variable-length array"), hence gpu-host-only.txt. */
#include <stddef.h>
#include "check.h"
struct pt { int x; int y[4]; };

int main(void) {
    struct pt p = {1, {2, 3, 4, 5}};
    int k = 2;
    size_t o[16];
#pragma acc parallel loop copyout(o)
    for (int i = 0; i < 16; i++)
        o[i] = __builtin_offsetof(__typeof__(p), y[k]) + __builtin_offsetof(struct pt, y[i % 4]);
    for (int i = 0; i < 16; i++)
        CHECK(o[i] == offsetof(struct pt, y[2]) + offsetof(struct pt, y[0]) + (size_t)(i % 4) * sizeof(int));
    CHECK_DONE();
}
