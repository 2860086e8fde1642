/* OpenACC 3.3, 2.12: binop is one of + * - / & ^ | << >>. */
#include "check.h"
int main(void) {
    unsigned long m = 1, d = 1ul << 40, band = ~0ul, bor = 0, bx = 0, shl = 1, shr = 1ul << 60;
    long sub = 0;
#pragma acc parallel loop copy(m, d, band, bor, bx, shl, shr, sub)
    for (int i = 0; i < 40; i++) {
#pragma acc atomic update
        m *= 2;
#pragma acc atomic update
        d /= 2;
#pragma acc atomic update
        band &= ~(1ul << i);
#pragma acc atomic update
        bor |= 1ul << i;
#pragma acc atomic update
        bx ^= 1ul << (i % 2);
#pragma acc atomic update
        shl <<= 1;
#pragma acc atomic update
        shr = shr >> 1;
#pragma acc atomic update
        sub = sub - i;
    }
    CHECK(m == 1ul << 40 && d == 1 && band == ~((1ul << 40) - 1) && bor == (1ul << 40) - 1);
    CHECK(bx == 0 && shl == 1ul << 40 && shr == 1ul << 20 && sub == -780);
    CHECK_DONE();
}
