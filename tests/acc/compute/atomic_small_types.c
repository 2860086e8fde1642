/* OpenACC 3.3, 2.12: atomic update on char, short, unsigned char and long long. */
#include "check.h"
int main(void) {
    char c = 0; short s = 0; unsigned char uc = 0; long long ll = 0; unsigned short us = 0;
#pragma acc parallel loop copy(c, s, uc, ll, us)
    for (int i = 0; i < 100; i++) {
#pragma acc atomic
        c++;
#pragma acc atomic
        s += 300;
#pragma acc atomic
        uc += 2;
#pragma acc atomic
        ll += 1LL << 40;
#pragma acc atomic
        us++;
    }
    CHECK(c == 100 && s == 30000 && uc == 200 && ll == 100LL << 40 && us == 100);
    CHECK_DONE();
}
