/* OpenACC 3.3, 2.16.1 and 2.5.3: the parts of a `kernels ... async(5)` construct run in
 * order on queue 5. Host code between its kernels that writes a scalar (`k = 2;`, run on the
 * queue as a serial kernel) must be seen by the kernel after it. On the host team that
 * kernel copied `k` into its context when it was queued, before the queue had run `k = 2`:
 * a[3] was 0, not 4 (found by the async hunt). */
#include "check.h"
static double a[4000];
int main(void) {
    int n = 4000;
    for (int i = 0; i < n; i++) a[i] = i;
    int k = 0;
    double s = 0.5;
#pragma acc kernels copy(a[0:n]) async(5)
    {
        for (int i = 0; i < n; i++) a[i] -= 1;
        k = 2;
        s = s * 4;
        for (int i = 0; i < n; i++) a[i] = a[i] * k + s;
        k = k + 1;
        for (int i = 0; i < n; i++) a[i] += k;
    }
#pragma acc wait(5)
    CHECK(k == 3 && s == 2.0);
    for (int i = 0; i < n; i++) CHECK(a[i] == (i - 1) * 2 + 2.0 + 3);
    CHECK_DONE();
}
