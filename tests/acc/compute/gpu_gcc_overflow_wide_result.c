/* gcc's overflow builtins in compute regions with a 128-bit result (`__int128 r;
 * __builtin_mul_overflow(a, b, &r)`: the exact product of two 64-bit operands always fits,
 * a negative one does not fit an unsigned __int128), and the `_p` forms, which ask whether
 * the result would overflow the type of their third operand (gcc manual, "Built-in Functions
 * to Perform Arithmetic with Overflow Checking"). Before, the device stored only the low 64
 * bits of a 128-bit result and reported an overflow (1000 instead of -1 below), and a `_p`
 * form made the region host-only. */
#include "check.h"
#include <limits.h>

int main(void) {
    long long vals[8] = {0, 1, -1, INT_MAX, INT_MIN, LLONG_MAX, LLONG_MIN, 4000000000LL};
    static long long r[64][6];
#pragma acc parallel loop copyin(vals) copyout(r)
    for (int k = 0; k < 64; k++) {
        long long a = vals[k & 7], b = vals[k >> 3];
        __int128 s;
        unsigned __int128 u;
        r[k][0] = __builtin_mul_overflow(a, b, &s) * 1000 + (long long)(s >> 64);
        r[k][1] = (long long)(unsigned long long)s;
        r[k][2] = __builtin_sub_overflow(a, b, &u) * 1000 + (long long)(u >> 64);
        r[k][3] = __builtin_add_overflow(a, (unsigned long long)b, &s) * 1000 + (long long)(s >> 64);
        r[k][4] = __builtin_add_overflow_p(a, b, (int)0) + __builtin_mul_overflow_p(a, b, (long long)0) * 2
                + __builtin_sub_overflow_p(a, b, (unsigned char)0) * 4;
        r[k][5] = __builtin_mul_overflow_p((int)a, (short)b, (__int128)0);
    }
    for (int k = 0; k < 64; k++) {
        long long a = vals[k & 7], b = vals[k >> 3];
        CHECK(r[k][0] == (long long)(((__int128)a * b) >> 64));
        CHECK(r[k][5] == 0);
        printf("%d:", k);
        for (int j = 0; j < 6; j++) printf(" %lld", r[k][j]);
        printf("\n");
    }
    CHECK_DONE();
}
