/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): a scalar each iteration assigns once, first and
 * unconditionally at the body's top level, from the loop variable, invariants and memory
 * the loop does not write (`t = a[i] * 2;`), and that the code after the loop reads: the
 * loop is parallel with the scalar private, and the host computes the right side again
 * after the kernel at the last value of the loop variable (reading the device's data), as
 * nvc keeps such a scalar's last value. Before, such a loop was one serial kernel ("its last
 * value is used after the loop"). A right side reading memory the loop writes (`t = a[i];
 * a[i] = ...`) cannot be computed again after the loop: that loop stays sequential. Odd
 * sizes, a step that does not divide the distance, and a loop that runs no iteration. */
#include <math.h>
#include "check.h"
#define N 1001
static int a[N], b[N];
static double c[N], d[N];

int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i * 3 % 17; c[i] = i * 0.25; }
    int t = -1, n = 0, m = 0;
    double x = -1;

    /* the last iteration's value, read after the construct */
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] * 2; b[i] = t + 1; }
    CHECK(t == a[N - 1] * 2);
    for (int i = 0; i < N; i++) CHECK(b[i] == a[i] * 2 + 1);

    /* a math function, an invariant set on the device, a step of 3 (last i = 1000) */
    int i2;
#pragma acc kernels copyin(c) copyout(d)
    {
        m = 7;
        for (i2 = 1; i2 < N; i2 += 3) { x = sqrt(c[i2]) + m; d[i2] = x; }
    }
    CHECK(i2 == 1003 && x == sqrt(1000 * 0.25) + 7 && m == 7);

    /* no iteration: the value before the loop stays */
    t = 55;
#pragma acc kernels
    for (int i = 0; i < n; i++) { t = a[i] * 2; b[i] = t; }
    CHECK(t == 55);

    /* a copy of the scalar on the device, read by a later kernel of the construct */
    t = 0;
#pragma acc kernels copy(t)
    {
        for (int i = 0; i < N; i++) { t = a[N - 1 - i] + 3; b[i] = t; }
        b[0] = t;
    }
    CHECK(t == a[0] + 3 && b[0] == a[0] + 3);

    /* the right side reads device data the host copy does not have (`create`) */
    static int e[N];
    t = -1;
#pragma acc kernels create(e)
    {
        for (int i = 0; i < N; i++) e[i] = i + 5;
        for (int i = 0; i < N; i++) { t = e[i] * 2; b[i] = t; }
    }
    CHECK(t == (N - 1 + 5) * 2 && b[N - 1] == t);

    /* the right side reads memory the loop writes: sequential, C's value */
    t = -1;
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] + 1; a[i] = t * 2; }
    CHECK(t == (N - 1) * 3 % 17 + 1 && a[N - 1] == 2 * t);
    CHECK_DONE();
}
