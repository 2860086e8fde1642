/* spec 2.6.5: the exit actions of a data region run however control leaves it
 * (return, break, continue, goto); `return e` evaluates e inside the region. */
#include "acc_test.h"

static float a[16];

static int early_return(int k) {
#pragma acc data copy(a)
    {
        if (discrete()) dev_fill(a, 16, (float)k);
        else for (int i = 0; i < 16; i++) a[i] = (float)k;
        if (k > 0) return acc_is_present(a, sizeof a) ? k : -1; /* evaluated inside */
    }
    return 0;
}

static void early_return_void(void) {
#pragma acc data create(a)
    {
        if (acc_is_present(a, sizeof a)) return;
    }
    CHECK(0);
}

static int nested_return(void) {
#pragma acc data copyin(a)
    {
#pragma acc data copy(a[0:8])
        {
            return 3;
        }
    }
}

int main(void) {
    CHECK(early_return(5) == 5);
    CHECK(a[15] == 5.0f);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    early_return_void();
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    CHECK(nested_return() == 3);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    int iters = 0;
    for (int i = 0; i < 10; i++) {
#pragma acc data copyin(a)
        {
            iters++;
            if (i == 1) continue;
            if (i == 3) break;
        }
    }
    CHECK(iters == 4);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    int j = 0;
    while (1) {
#pragma acc data copyin(a)
        {
            switch (j) {
            case 0: j++; break; /* leaves the switch, not the region */
            default: j = 100;
            }
            CHECK(acc_is_present(a, sizeof a));
            if (j == 100) goto out;
        }
        j = 7;
    }
out:
    CHECK(j == 100);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
