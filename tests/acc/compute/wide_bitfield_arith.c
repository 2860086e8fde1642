/* gcc gives a bit-field of a 64-bit type narrower than 64 bits (`unsigned long long x : 40`)
   a 40-bit integer type, and arithmetic on it happens in that type: all 40 bits set plus 1 is
   0. C++ computes in the declared 64-bit type, so the kernel gave 0x10000000000. The kernel
   now reduces such arithmetic to the bit-field's width. Each result is compared with the
   same expression computed on the host by gcc (the host team's code is gcc's). */
#include "check.h"
struct S {
    unsigned long long big : 40;
    long long sgn : 36;
    unsigned long long wide : 48;
};
#define EXPRS(s, o, k)                                                                      \
    o[0] = s.big + 1;                                                                       \
    o[1] = s.big << 4;                                                                      \
    o[2] = s.big * 3;                                                                       \
    o[3] = -s.big;                                                                          \
    o[4] = ~s.big;                                                                          \
    o[5] = (unsigned long long)(s.sgn + 1);                                                 \
    o[6] = (unsigned long long)(s.sgn * 2);                                                 \
    o[7] = s.big + 1ULL;     /* the other operand is 64-bit: computed in 64 bits */         \
    o[8] = s.big + s.wide;   /* the wider bit-field's type */                               \
    o[9] = (s.big + k) == 0; /* k is an int: 40-bit arithmetic */                           \
    o[10] = s.big / 2 + 1;
int main(void) {
    struct S s = {0xFFFFFFFFFFull, 0x7FFFFFFFFll, 0xFFFFFFFFFFFFull};
    unsigned long long dev[11], ref[11];
    int k = 1;
#pragma acc serial copyin(s) copyout(dev)
    {
        EXPRS(s, dev, k)
    }
    EXPRS(s, ref, k)
    for (int i = 0; i < 11; i++) {
        if (dev[i] != ref[i]) fprintf(stderr, "o[%d]: %llx, gcc %llx\n", i, dev[i], ref[i]);
        CHECK(dev[i] == ref[i]);
    }
    CHECK(ref[0] == 0 && ref[7] == 0x10000000000ull);
    CHECK_DONE();
}
