/* <stdlib.h>'s div, ldiv, lldiv (C11 7.22.6.2: quotient and remainder truncating toward
 * zero, in div_t / ldiv_t / lldiv_t) and <string.h>'s strlen in a kernel: CUDA has none of
 * them, and each made its region host-only ("a call of 'div', which has no definition in
 * this file"). Operands with side effects are evaluated once. */
#include "check.h"
#include <stdlib.h>
#include <string.h>

int main(void) {
    long long r[16][8];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 16; i++) {
        div_t d = div(-7 - i, 3);
        ldiv_t ld = ldiv(-5000000000L * (i + 1), 7L);
        lldiv_t lld = lldiv(9000000000000000000LL - i, -(long long)(i + 2));
        int k = i;
        div_t e = div(k++, 4);
        const char *s = "hello, world";
        char buf[16];
        for (int j = 0; j < 15; j++) buf[j] = 'a';
        buf[i % 15] = 0;
        r[i][0] = d.quot;
        r[i][1] = d.rem;
        r[i][2] = ld.quot;
        r[i][3] = ld.rem;
        r[i][4] = lld.quot;
        r[i][5] = lld.rem;
        r[i][6] = e.quot * 100 + e.rem * 10 + k;
        r[i][7] = strlen(s + i % 12) * 100 + strlen(buf);
    }
    for (int i = 0; i < 16; i++) {
        int k = i;
        CHECK(r[i][0] == (-7 - i) / 3 && r[i][1] == (-7 - i) % 3);
        CHECK(r[i][2] == -5000000000L * (i + 1) / 7 && r[i][3] == -5000000000L * (i + 1) % 7);
        CHECK(r[i][4] == (9000000000000000000LL - i) / -(long long)(i + 2));
        CHECK(r[i][5] == (9000000000000000000LL - i) % -(long long)(i + 2));
        CHECK(r[i][6] == (k / 4) * 100 + (k % 4) * 10 + k + 1);
        CHECK(r[i][7] == (long long)(12 - i % 12) * 100 + i % 15);
    }
    CHECK_DONE();
}
