/* OpenACC 3.3, 2.6.7 (reference counters) across nesting: a data construct inside another
 * with the same array, enter data and acc_copyin inside them, a compute construct's copy
 * clause on present data (no transfer), and exits in an order different from the entries;
 * the data leaves the device only when both counters reach zero, and only a copyout at
 * that point moves it back (V&V data_copy_nested, acc_copyin_with_structured). */
#include <openacc.h>
#include "check.h"
#define N 512
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc data copy(a)
    {
#pragma acc data copyin(a)
        {
            acc_copyin(a, sizeof a);           /* dynamic 1 */
#pragma acc enter data copyin(a[0:N])          /* dynamic 2 */
#pragma acc parallel loop copy(a)              /* present: no transfer in or out */
            for (int i = 0; i < N; i++) a[i] += 1;
            CHECK(shared || a[0] == 0);
#pragma acc exit data copyout(a) finalize      /* dynamic 0, structured 2: nothing moves */
            CHECK(acc_is_present(a, sizeof a));
            CHECK(shared || a[5] == 5);
            acc_copyin(a, sizeof a);           /* dynamic 1 again */
        }
        /* inner data ended: structured 1, dynamic 1 */
        CHECK(acc_is_present(a, sizeof a));
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) a[i] *= 2;
    }
    /* outer data ended: structured 0, dynamic 1: still present, nothing copied back */
    CHECK(acc_is_present(a, sizeof a));
    CHECK(shared || a[3] == 3);
    acc_copyout(a, sizeof a);
    CHECK(shared || !acc_is_present(a, sizeof a));
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * (i + 1));
    CHECK_DONE();
}
