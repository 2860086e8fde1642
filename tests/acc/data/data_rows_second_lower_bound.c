/* spec 2.7.1, 2.7.2: a section of rows of pointers with a non-zero lower bound in the second
 * dimension (`copy(a[0:4][2:4])` on an `int **`, `float *r[4]`): each row's section
 * a[i][2..5] is mapped, and each device row pointer is attached so that the section's
 * elements are its device copy (the device address of a[i][2] less two elements, as a member
 * pointer's section is attached). It was a compile error ("not supported"; known gap
 * pointer_rows_second_lower_bound.c). */
#include "acc_test.h"

int main(void) {
    int **a = (int **)malloc(4 * sizeof(int *));
    for (int i = 0; i < 4; i++) a[i] = (int *)calloc(8, sizeof(int));
#pragma acc parallel loop copy(a[0:4][2:4])
    for (int i = 0; i < 4; i++)
        for (int j = 2; j < 6; j++) a[i][j] = i * 10 + j;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++) CHECK(a[i][j] == ((j >= 2 && j < 6) ? i * 10 + j : 0));

    /* Non-zero bounds in both dimensions, a data construct, update, enter/exit data. */
#pragma acc data copy(a[1:3][3:2])
    {
        if (discrete()) CHECK(!acc_is_present(&a[1][2], sizeof(int)) && acc_is_present(&a[2][3], 2 * sizeof(int)));
#pragma acc parallel loop
        for (int i = 1; i < 4; i++) {
            a[i][3] = -a[i][3];
            a[i][4] = -a[i][4];
        }
#pragma acc update self(a[1:3][3:2])
        for (int i = 1; i < 4; i++) CHECK(a[i][3] == -(i * 10 + 3) && a[i][4] == -(i * 10 + 4));
        a[2][3] = 100;
#pragma acc update device(a[2:1][3:1])
    }
    CHECK(a[0][3] == 3 && a[2][3] == 100);

    float *r[4];
    for (int i = 0; i < 4; i++) r[i] = (float *)calloc(6, sizeof(float));
#pragma acc enter data copyin(r[0:4][1:3])
#pragma acc parallel loop collapse(2) present(r[0:4][1:3])
    for (int i = 0; i < 4; i++)
        for (int j = 1; j < 4; j++) r[i][j] = i + j;
#pragma acc exit data copyout(r[0:4][1:3])
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++) CHECK(r[i][j] == ((j >= 1 && j < 4) ? i + j : 0));
    for (int i = 0; i < 4; i++) {
        free(a[i]);
        free(r[i]);
    }
    free(a);
    return 0;
}
