/* spec 2.7.1 ("any combination of dynamically allocated dimensions"), 2.7.2: a section with
 * an array of pointers below the first dimension (`double *(*a)[4]`: `copy(a[0:2][0:4][0:n])`,
 * and `double *t[2][4]`): the pointer slots `a[0][0..4]`, `a[1][0..4]` are one contiguous
 * table, mapped as rows of pointers, each slot attached to the device copy of its row. It was
 * a located "pointer-to-pointer sections of more than two dimensions ... are not supported"
 * error. A compute construct's copy, then a data construct with one table (`a[1:1][0:2]`),
 * enter/update/exit data, and a fixed-size 2-D array of pointers. */
#include "acc_test.h"

enum { N = 6 };

int main(void) {
    double *(*a)[4] = malloc(2 * sizeof *a);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++) {
            a[i][j] = malloc(N * sizeof(double));
            for (int k = 0; k < N; k++) a[i][j][k] = 100 * i + 10 * j + k;
        }
    int n = N;
#pragma acc parallel loop collapse(2) copy(a[0:2][0:4][0:n])
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < n; k++) a[i][j][k] = -a[i][j][k];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < N; k++) CHECK(a[i][j][k] == -(100 * i + 10 * j + k));
    if (discrete()) CHECK(!acc_is_present(a[1][3], sizeof(double)) && !acc_is_present(&a[0][0], 8));

    /* One table, its first two slots, the rows from element 2. */
#pragma acc data copy(a[1:1][0:2][2:3])
    {
        if (discrete()) {
            CHECK(acc_is_present(&a[1][0], 2 * sizeof(double *)) && !acc_is_present(&a[1][2], 8));
            CHECK(acc_is_present(&a[1][1][2], 3 * sizeof(double)) && !acc_is_present(&a[1][1][1], 8));
        }
#pragma acc parallel loop present(a[1:1][0:2][2:3])
        for (int j = 0; j < 2; j++)
            for (int k = 2; k < 5; k++) a[1][j][k] = 7;
    }
    for (int j = 0; j < 4; j++)
        for (int k = 0; k < N; k++)
            CHECK(a[1][j][k] == ((j < 2 && k >= 2 && k < 5) ? 7 : -(100 + 10 * j + k)));

    /* enter, a kernel, update self of the whole section, exit. */
#pragma acc enter data copyin(a[0:2][0:4][0:n])
#pragma acc parallel loop collapse(2) present(a[0:2][0:4][0:n])
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < n; k++) a[i][j][k] = i + j + k;
    if (discrete()) CHECK(a[1][3][5] != 9.0);
#pragma acc update self(a[0:2][0:4][0:n])
    CHECK(a[1][3][5] == 9.0 && a[0][0][0] == 0.0);
#pragma acc exit data delete(a[0:2][0:4][0:n])
    if (discrete()) CHECK(!acc_is_present(a[0][0], 8) && !acc_is_present(&a[0][0], 8));

    /* A fixed-size 2-D array of pointers. */
    double *t[2][4];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++) t[i][j] = a[i][j];
#pragma acc parallel loop collapse(2) copy(t[0:2][0:4][0:n])
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++) t[i][j][0] += 100;
    CHECK(a[1][3][0] == 104.0 && a[0][1][0] == 101.0 && a[0][1][1] == 2.0);
    printf("ok\n");
    return 0;
}
