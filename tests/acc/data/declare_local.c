/* spec 2.13 (declare in a function): the implicit data region of the enclosing block —
 * data enters at the directive and exits however the block is left. */
#include "acc_test.h"

static float *seen_a;

static int f(int early) {
    float a[8];
    int k = 3;
    for (int i = 0; i < 8; i++) a[i] = 2.0f;
#pragma acc declare copyin(a) create(k)
    seen_a = a;
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(&k, sizeof k));
    if (discrete()) CHECK(dev_at(&a[7]) == 2.0f);
    if (early) return acc_is_present(a, sizeof a); /* evaluated before the exit actions */
    unsigned long tp; /* the block's array address, only looked up in the present table */
    {
        float t[2] = {0, 0};
        tp = (unsigned long)t;
#pragma acc declare copy(t)
        CHECK(acc_is_present(t, sizeof t));
        for (int i = 0; i < 2; i++) {
            if (i == 1) break; /* stays inside the block's region */
        }
    }
    if (discrete()) CHECK(!acc_is_present((void *)tp, 2 * sizeof(float))); /* left the block */
    a[0] = 5.0f;
    return a[0] == 5.0f ? 2 : -2;
}

int main(void) {
    CHECK(f(1) == 1);
    if (discrete()) CHECK(!acc_is_present(seen_a, 8 * sizeof(float)));
    CHECK(f(0) == 2);
    if (discrete()) CHECK(!acc_is_present(seen_a, 8 * sizeof(float)));
    return 0;
}
