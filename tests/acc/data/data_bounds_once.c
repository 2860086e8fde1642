/* spec 2.7.1 (last restriction): the bounds of a subarray are evaluated at entry and the same
 * values serve the exit actions; each bound expression is evaluated once. */
#include "acc_test.h"

static int calls;
static int count(int v) {
    calls++;
    return v;
}

int main(void) {
    float a[32];
    float *rows[4];
    for (int i = 0; i < 4; i++) rows[i] = &a[8 * i];
    for (int i = 0; i < 32; i++) a[i] = 0.0f;
    int lo = 2;
#pragma acc data copy(a[count(lo):count(10)])
    {
        CHECK(calls == 2);
        CHECK(acc_is_present(&a[2], 10 * sizeof(float)));
        if (discrete()) {
            CHECK(!acc_is_present(&a[12], sizeof(float)));
            dev_fill(&a[2], 10, 1.0f);
        } else {
            for (int i = 2; i < 12; i++) a[i] = 1.0f;
        }
        lo = 20; /* no effect on the exit actions */
    }
    CHECK(calls == 2);
    CHECK(a[1] == 0.0f && a[2] == 1.0f && a[11] == 1.0f && a[12] == 0.0f);
    calls = 0;
#pragma acc enter data copyin(rows[count(0):count(4)][0:count(8)])
    CHECK(calls == 3);
    CHECK(acc_is_present(&a[24], 8 * sizeof(float)));
#pragma acc exit data delete(rows[0:4][0:8])
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
