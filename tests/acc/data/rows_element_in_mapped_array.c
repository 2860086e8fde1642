/* spec 2.7.1, 2.6.7: `exit data copyout(m[1][0:N])` after `enter data copyin(m[0:4][0:N])`
 * ends row 1's lifetime, not the pointer array's: the slot `m[1]` is part of the mapped
 * pointer array, so the one-row form (`m[i][lo:n]`, rows_element_index.c) leaves that
 * mapping's count alone (`__OXACC_ELEMENT_ROW`). Taking it as `m[1:1][0:N]` deleted the
 * whole pointer array: the next `present(m[2:2][0:N])` was "not present". */
#include "acc_test.h"

#define N 64

int main(void) {
    double **m = (double **)malloc(4 * sizeof(double *));
    for (int i = 0; i < 4; i++) {
        m[i] = (double *)malloc(N * sizeof(double));
        for (int j = 0; j < N; j++) m[i][j] = i;
    }
#pragma acc enter data copyin(m[0:4][0:N])
#pragma acc parallel loop collapse(2) present(m[0:4][0:N])
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < N; j++) m[i][j] += 10;
#pragma acc exit data copyout(m[1][0:N])
    CHECK(m[1][0] == 11 && m[1][N - 1] == 11);
    if (discrete()) {
        CHECK(acc_is_present(m, 4 * sizeof(double *)));
        CHECK(!acc_is_present(m[1], N * sizeof(double)) && acc_is_present(m[2], N * sizeof(double)));
    }
    /* A structured construct on one row of the mapped array: present, then untouched. */
#pragma acc parallel loop copy(m[3][0:N])
    for (int j = 0; j < N; j++) m[3][j] += 1000;
    if (discrete()) CHECK(acc_is_present(m, 4 * sizeof(double *)));
#pragma acc parallel loop collapse(2) present(m[2:2][0:N])
    for (int i = 2; i < 4; i++)
        for (int j = 0; j < N; j++) m[i][j] += 100;
#pragma acc exit data copyout(m[2:2][0:N]) delete(m[0:1][0:N])
    if (discrete()) {
        CHECK(!acc_is_present(m, sizeof(double *)));
        CHECK(m[0][0] == 0); /* deleted, not copied out */
    } else {
        CHECK(m[0][0] == 10);
    }
    CHECK(m[1][0] == 11 && m[2][0] == 112 && m[3][0] == 1113);
    for (int i = 0; i < 4; i++) free(m[i]);
    free(m);
    return 0;
}
