/* spec 2.7.5 (present), 2.6.7 (structured reference counter): present data stays present
 * after the region; the region's exit decrements only its own structured count. */
#include "acc_test.h"

static void work(float *a, int n) {
#pragma acc data present(a[0:n])
    {
        CHECK(acc_is_present(a, n * sizeof(float)));
        if (discrete()) dev_fill(a, n, 4.0f);
    }
}

int main(void) {
    float a[10];
    for (int i = 0; i < 10; i++) a[i] = 1.0f;
#pragma acc enter data copyin(a)
    work(a, 10);
    CHECK(acc_is_present(a, sizeof a)); /* dynamic count still 1 */
    if (discrete()) {
        CHECK(a[0] == 1.0f);
        CHECK(dev_at(&a[9]) == 4.0f);
    }
#pragma acc exit data copyout(a)
    if (discrete()) {
        CHECK(a[9] == 4.0f);
        CHECK(!acc_is_present(a, sizeof a));
    }
    return 0;
}
