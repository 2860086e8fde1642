/* spec 2.7.1 ("any combination of dynamically allocated dimensions"), 2.7.2: a section whose
 * dimensions below the first are pointers and then arrays (`double (**a)[4]`, `float
 * (***c)[2][3]`): a table of pointers per pointer level, each slot attached to the device
 * copy of what it points to, and each row (the arrays below the last pointer) mapped as one
 * contiguous part from its section's first element (`a[i][1][0]`) to its last. It was a
 * located "pointer-to-pointer sections of more than two dimensions ... are not supported"
 * error. */
#include "acc_test.h"

enum { N = 3, M = 4 };

int main(void) {
    double(**a)[4] = (double(**)[4])malloc(N * sizeof *a);
    for (int i = 0; i < N; i++) {
        a[i] = (double(*)[4])calloc(M, sizeof(double[4]));
        for (int j = 0; j < M; j++)
            for (int l = 0; l < 4; l++) a[i][j][l] = 100 * i + 10 * j + l;
    }
#pragma acc parallel loop collapse(2) copy(a[0:N][0:M][0:4])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < 4; l++) a[i][j][l] = -a[i][j][l];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < 4; l++) CHECK(a[i][j][l] == -(100 * i + 10 * j + l));

    /* Lower bounds: rows 1..2, each from a[i][1][0] to a[i][2][3]. */
#pragma acc data copy(a[1:2][1:2][0:4])
    {
        if (discrete()) {
            CHECK(acc_is_present(&a[1][1][0], 8 * sizeof(double)));
            CHECK(!acc_is_present(&a[1][0][3], sizeof(double)) && !acc_is_present(&a[0], 8));
        }
#pragma acc parallel loop present(a[1:2][1:2][0:4])
        for (int i = 1; i < 3; i++)
            for (int j = 1; j < 3; j++)
                for (int l = 0; l < 4; l++) a[i][j][l] = 7;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < 4; l++)
                CHECK(a[i][j][l] == ((i >= 1 && j >= 1 && j < 3) ? 7 : -(100 * i + 10 * j + l)));

    /* Two pointer levels, then two array levels; enter/update/exit data. */
    float(***c)[2][3] = (float(***)[2][3])malloc(2 * sizeof *c);
    for (int i = 0; i < 2; i++) {
        c[i] = (float(**)[2][3])malloc(2 * sizeof **c);
        for (int j = 0; j < 2; j++) c[i][j] = (float(*)[2][3])calloc(2, sizeof(float[2][3]));
    }
#pragma acc enter data copyin(c[0:2][0:2][0:2][0:2][0:3])
#pragma acc parallel loop collapse(2) present(c[0:2][0:2][0:2][0:2][0:3])
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 2; k++)
                for (int x = 0; x < 2; x++)
                    for (int y = 0; y < 3; y++) c[i][j][k][x][y] = (float)(i + j + k + x + y);
#pragma acc update self(c[1:1][1:1][0:2][0:2][0:3])
    CHECK(c[1][1][1][1][2] == 6.0f && (!discrete() || c[0][1][1][1][2] == 0.0f));
#pragma acc exit data copyout(c[0:2][0:2][0:2][0:2][0:3])
    CHECK(c[0][1][1][1][2] == 5.0f && c[0][0][0][0][0] == 0.0f);
    printf("ok\n");
    return 0;
}
