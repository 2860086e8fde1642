/* spec 2.7.1: a statically-sized 2-D array and a pointer to statically-sized rows are
 * contiguous: AA[2:n][0:200] maps rows 2..n+1 as one section; a missing length is the
 * declared extent. */
#include "acc_test.h"

typedef float row[8];

int main(void) {
    static float aa[10][8];
    row *bb = (row *)malloc(10 * sizeof(row));
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 8; j++) aa[i][j] = bb[i][j] = (float)(i * 8 + j);
#pragma acc data copy(aa[2:3][0:8]) copyin(bb[1:2][:]) copy(aa[7][0:8])
    {
        CHECK(acc_is_present(&aa[2][0], 3 * sizeof(row)));
        CHECK(acc_is_present(&bb[1][0], 2 * sizeof(row)));
        CHECK(acc_is_present(&aa[7][0], sizeof(row)));
        if (discrete()) {
            CHECK(!acc_is_present(&aa[1][7], sizeof(float)));
            CHECK(!acc_is_present(&aa[5][0], sizeof(float)));
            CHECK(dev_at(&bb[2][7]) == 23.0f);
            dev_fill(&aa[2][0], 24, -1.0f);
            dev_fill(&aa[7][0], 8, -2.0f);
        } else {
            for (int j = 0; j < 24; j++) (&aa[2][0])[j] = -1.0f;
            for (int j = 0; j < 8; j++) aa[7][j] = -2.0f;
        }
    }
    CHECK(aa[1][7] == 15.0f && aa[2][0] == -1.0f && aa[4][7] == -1.0f && aa[5][0] == 40.0f);
    CHECK(aa[7][3] == -2.0f);
    free(bb);
    return 0;
}
