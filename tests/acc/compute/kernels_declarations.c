/* A declaration between the statements of a kernels construct (OpenACC 3.3, 2.5.3) stays host
 * code (its variable is visible to what follows), but its initializer must read the
 * construct's scalars as the kernels before it left them: `x = 5;` is a one-thread kernel on
 * the device copy of x, and `int y = x + 1;` read the host's stale x (r was 1 for 6). Found by a
 * helper's bug hunt. */
#include "check.h"

int main(void) {
    int x = 0, r = 0;
    int a[64];
#pragma acc kernels copy(x, r) copyout(a)
    {
        x = 5;
        int y = x + 1;
        r = y;
        for (int i = 0; i < 64; i++) a[i] = y + i;
        x += 10;
        const int z = x * 2, w = z + y;
        r += w;
    }
    CHECK(x == 15);
    CHECK(r == 6 + 30 + 6);
    for (int i = 0; i < 64; i++) CHECK(a[i] == 6 + i);
    CHECK_DONE();
}
