// cflags: -O0 -Wall -Wextra
/* An inner `loop vector` whose bound has `?:` and `&&` in it (OpenACC 3.3, 2.9: canonical,
 * the bound is any expression invariant in the loop). The multicore code kept the loop as
 * written with `#pragma GCC ivdep` before it, and gcc at -O0 warned "ignoring loop
 * annotation" about it (the condition becomes several branches): a warning about generated
 * code. The hint is now left out for such conditions. */
#include "check.h"
int main(void) {
    int n = 10, m = 8, a[100] = {0};
#pragma acc parallel loop gang copy(a)
    for (int i = 0; i < 10; i++) {
#pragma acc loop vector
        for (int j = 0; j < (n > 0 && m > 0 ? m : n); j++) a[i * 10 + j] = i + j;
    }
    int s = 0;
    for (int i = 0; i < 100; i++) s += a[i];
    CHECK(s == 640);
    CHECK_DONE();
}
