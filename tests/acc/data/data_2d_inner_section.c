/* spec 2.7.1: a section of a statically sized 2-D (3-D) array naming more than its first
 * dimension (`copy(b[3][2:4])`, one row's elements; `copy(c[1][2][0:3])`) maps only those
 * elements, and a compute construct inside the data construct that uses them runs on that
 * device copy. The launch translated the array through a whole row (`&b[3]`, sizeof b[0]),
 * found it partly present and stopped with acc_error_partly_present (bug hunt 2026-11-29,
 * data environment, bug04). */
#include "acc_test.h"

static int b[6][10];
static double c[3][4][5];

int main(void) {
#pragma acc data copy(b[3][2:4])
    {
        CHECK(acc_is_present(&b[3][2], 4 * sizeof(int)));
#pragma acc parallel loop
        for (int j = 2; j < 6; j++) b[3][j] = j;
    }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 10; j++) CHECK(b[i][j] == ((i == 3 && j >= 2 && j < 6) ? j : 0));

#pragma acc data copy(c[1][2][0:3])
    {
#pragma acc parallel loop present(c[1][2][0:3])
        for (int k = 0; k < 3; k++) c[1][2][k] = 10 + k;
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 5; k++)
                CHECK(c[i][j][k] == ((i == 1 && j == 2 && k < 3) ? 10 + k : 0));

    /* Whole rows by two subscripts, the compute construct with its own clause. */
#pragma acc parallel loop collapse(2) copy(b[1:2][0:10])
    for (int i = 1; i < 3; i++)
        for (int j = 0; j < 10; j++) b[i][j] = -(i * 10 + j);
    CHECK(b[1][0] == -10 && b[2][9] == -29 && b[0][9] == 0 && b[3][2] == 2);
    return 0;
}
