/* OpenACC 3.3, 2.6 / 2.7 and 2.5.3 (discrete memory): a scalar a compute region only reads is
 * read from its device copy when it has one, which the host's value need not equal: inside a
 * `data` region where an earlier region set it, with the region's own copy clause while it is
 * present, and in a `kernels` construct where one kernel sets it (implicitly copied, 2.6.2) and
 * the next loop reads it. A read-only scalar with no device copy is the host's value. */
#include "check.h"

enum { N = 500 };

int main(void) {
    static int a[N], b[N], c[N];
    int x = 1, y = 2, z = 3, unused_on_device = 4;

    /* Set on the device inside a data region, then read by another region. */
#pragma acc data copy(x, y) copyout(a, b)
    {
#pragma acc serial
        {
            x = 10;
            y = 20;
        }
#pragma acc parallel loop
        for (int i = 0; i < N; i++) a[i] = i + x;
        /* copy(y) is present: no transfer, the device's y is read. */
#pragma acc parallel loop copy(y)
        for (int i = 0; i < N; i++) b[i] = i * y;
    }
    CHECK(x == 10 && y == 20);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 10 && b[i] == i * 20);

    /* kernels: z is set by one kernel and read by the next (both implicitly copy z). */
#pragma acc kernels copyout(c)
    {
        z = z + 4;
        for (int i = 0; i < N; i++) c[i] = i + z + unused_on_device;
    }
    CHECK(z == 7);
    for (int i = 0; i < N; i++) CHECK(c[i] == i + 11);
    CHECK_DONE();
}
