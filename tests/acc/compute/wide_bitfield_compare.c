/* Comparisons with a bit-field of a 64-bit type narrower than 64 bits (`unsigned long long
   x : 40`): gcc converts both operands to the bit-field's 40-bit type, so `x < -1` compares
   with 2^40 - 1 (false when all 40 bits are set) and `x == -1` is true; the kernel (C++, in
   the declared 64-bit type) compared with 2^64 - 1 and gave the opposite. Each result is
   compared with the same expression computed on the host by gcc. */
#include "check.h"
struct S {
    unsigned long long big : 40;
    long long sgn : 36;
    unsigned long long wide : 48;
};
#define EXPRS(s, o, m)                                                                      \
    o[0] = s.big < -1;                                                                      \
    o[1] = s.big == -1;                                                                     \
    o[2] = s.big != m;                                                                      \
    o[3] = s.big >= m;                                                                      \
    o[4] = -1 > s.big;                                                                      \
    o[5] = s.big + 1 <= 0;                                                                  \
    o[6] = s.big == -1ULL;   /* the other operand is 64-bit: compared in 64 bits */         \
    o[7] = s.sgn < -1;                                                                      \
    o[8] = s.big < s.wide;   /* the wider bit-field's type */                               \
    o[9] = s.wide == m;
int main(void) {
    struct S s = {0xFFFFFFFFFFull, -2, 0xFFFFFFFFFFFFull};
    int dev[10], ref[10];
    int m = -1;
#pragma acc serial copyin(s) copyout(dev)
    {
        EXPRS(s, dev, m)
    }
    EXPRS(s, ref, m)
    for (int i = 0; i < 10; i++) {
        if (dev[i] != ref[i]) fprintf(stderr, "o[%d]: %d, gcc %d\n", i, dev[i], ref[i]);
        CHECK(dev[i] == ref[i]);
    }
    CHECK(ref[0] == 0 && ref[1] == 1 && ref[6] == 0);
    CHECK_DONE();
}
