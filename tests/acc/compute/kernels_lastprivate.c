/* kernels (2.5.3): a scalar that each iteration assigns once, first and unconditionally,
 * from invariants and the loop variable (`k = 2 * i;`), and that the code after the loop
 * reads, no longer keeps the loop sequential: the loop is parallel with the scalar private,
 * and the host stores its last iteration's value after the kernel (lastprivate, as nvc
 * does). The value is the expression at the last value of the loop variable, with the
 * invariants as the kernel read them (`m = 5;` run on the device copy before the loop), into
 * the device copy when there is one (`copy(k)`, read by a later kernel of the construct);
 * a loop that runs no iteration leaves the scalar as it was. A scalar assigned under a
 * condition, or that a `continue` may skip, stays sequential (the .minfo pins which). */
#include "check.h"
#define N 1000
static int a[2 * N + 16];

int main(void) {
    int k = -1, m = 3, n = 0;
    long kl = -1;

    /* read after the construct */
#pragma acc kernels
    for (int i = 0; i < N; i++) { k = 2 * i; a[k] = i; a[k + 1] = -i; }
    CHECK(k == 2 * (N - 1));
    for (int i = 0; i < N; i++) CHECK(a[2 * i] == i && a[2 * i + 1] == -i);

    /* a wider type, a step of 3, the loop variable declared outside and read too */
    int j;
#pragma acc kernels
    for (j = 0; j < N; j += 3) { kl = j + m; a[kl] = j; }
    CHECK(kl == 999 + 3 && j == 1002);

    /* no iteration: the value before the loop stays */
    k = 77;
#pragma acc kernels
    for (int i = 0; i < n; i++) { k = 2 * i; a[k] = i; }
    CHECK(k == 77);

    /* an invariant the construct set on the device, the value read by a later kernel */
#pragma acc kernels copy(k)
    {
        m = 5;
        for (int i = 0; i < N; i++) { k = i + m; a[k] = i; }
        a[0] = k;
    }
    CHECK(k == N - 1 + 5 && a[0] == N - 1 + 5 && m == 5);

    /* assigned under a condition: sequential */
    k = -1;
#pragma acc kernels
    for (int i = 0; i < N; i++) { if (i < 10) k = i; a[i] = 1; }
    CHECK(k == 9);

    /* a continue skips the assignment in the last iterations: sequential */
    k = -1;
#pragma acc kernels
    for (int i = 0; i < N; i++) { if (i > N - 5) continue; k = i; a[k] = 2; }
    CHECK(k == N - 5);
    CHECK_DONE();
}
