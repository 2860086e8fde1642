/* GNU __builtin_choose_expr(const, a, b) in a kernel: `a` when the constant is nonzero,
 * else `b`, the other not evaluated (type-dispatching macros use it with
 * __builtin_types_compatible_p). It made the region host-only ("a call of the GCC builtin
 * '__builtin_choose_expr', which has no device version"). */
#include "check.h"

#define IS_DOUBLE(x) __builtin_types_compatible_p(__typeof__(x), double)
#define TWICE(x) __builtin_choose_expr(IS_DOUBLE(x), (x) * 2.0, (x) * 2)

int main(void) {
    double d[8];
    long r[8][3];
#pragma acc parallel loop copyout(d, r)
    for (int i = 0; i < 8; i++) {
        double x = i + 0.25;
        int n = 0;
        d[i] = TWICE(x);
        r[i][0] = TWICE(i);
        r[i][1] = __builtin_choose_expr(sizeof(long) == 8, 64, n++) + n; /* n++ not evaluated */
        r[i][2] = sizeof(__builtin_choose_expr(0, (char)1, 1.0f));
    }
    for (int i = 0; i < 8; i++) {
        CHECK(d[i] == 2 * (i + 0.25) && r[i][0] == 2 * i);
        CHECK(r[i][1] == 64 && r[i][2] == sizeof(float));
    }
    CHECK_DONE();
}
