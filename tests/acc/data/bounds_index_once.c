/* spec 2.7.1 (last restriction): every subscript and bound of a var is evaluated exactly once,
 * a leading element subscript (`rows[i++][0:m]`, the section 0:m of the row rows[i]) included. */
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
    int i = 1;
#pragma acc data copy(rows[i++][0:8])
    {
        CHECK(i == 2);
        CHECK(acc_is_present(&a[8], 8 * sizeof(float)));
        if (discrete()) {
            CHECK(!acc_is_present(&a[16], sizeof(float)));
            dev_fill(&a[8], 8, 1.0f);
        } else {
            for (int k = 8; k < 16; k++) a[k] = 1.0f;
        }
    }
    CHECK(i == 2);
    CHECK(a[7] == 0.0f && a[8] == 1.0f && a[15] == 1.0f && a[16] == 0.0f);
#pragma acc enter data copyin(rows[i++][count(2):count(4)])
    CHECK(i == 3 && calls == 2);
    CHECK(acc_is_present(&a[18], 4 * sizeof(float)));
#pragma acc update self(rows[--i][2:4])
    CHECK(i == 2);
#pragma acc exit data delete(rows[i++][2:4])
    CHECK(i == 3);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    /* An element of a 2-D array: a whole row. */
    static float m[4][8];
    int r = 0;
#pragma acc enter data copyin(m[r++])
    CHECK(r == 1 && acc_is_present(m[0], sizeof m[0]));
    if (discrete()) CHECK(!acc_is_present(m[1], sizeof(float)));
#pragma acc exit data delete(m[--r])
    CHECK(r == 0);
    if (discrete()) CHECK(!acc_is_present(m, sizeof m));
    return 0;
}
