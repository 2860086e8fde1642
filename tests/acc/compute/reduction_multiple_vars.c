/* OpenACC 3.3, 2.5.15: several reduction variables and operators on one loop. */
#include "check.h"
int main(void) {
    long s = 0; double p = 1; int mx = -1, mn = 1 << 30; unsigned o = 0;
#pragma acc parallel loop reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(|:o)
    for (int i = 0; i < 1000; i++) {
        s += i; p *= (i % 100 == 0) ? 2.0 : 1.0;
        mx = i > mx ? i : mx; mn = i < mn ? i : mn; o |= 1u << (i % 20);
    }
    CHECK(s == 499500 && p == 1024.0 && mx == 999 && mn == 0 && o == (1u << 20) - 1);
    CHECK_DONE();
}
