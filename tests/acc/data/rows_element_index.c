/* spec 2.7.1: `m[i][lo:n]` on a pointer-to-pointer (or an array of pointers) names one row of
 * a dynamically allocated dimension, `m[i:1][lo:n]`: "the implementation will allocate pointers
 * in device memory corresponding to the pointers in local memory and will fill in those
 * pointers". Only the row was mapped: a kernel reaching the row through `m` read the host's
 * pointer array and wrote the host's row, and `exit data copyout` then overwrote it with the
 * unchanged device row (emul: silently 5 instead of 10). Constant and variable indices,
 * enter/exit data with present, copy on a compute construct and on a data construct, an array
 * of pointers, a row section with a non-zero lower bound, update and reference counts. */
#include "acc_test.h"

#define N 64

int main(void) {
    double **m = (double **)malloc(4 * sizeof(double *));
    double *p[4];
    for (int i = 0; i < 4; i++) {
        m[i] = (double *)malloc(N * sizeof(double));
        p[i] = (double *)malloc(N * sizeof(double));
        for (int j = 0; j < N; j++) m[i][j] = p[i][j] = 5;
    }

    /* The repro of the known gap: enter data, present, exit data copyout. */
#pragma acc enter data copyin(m[1][0:N])
    if (discrete()) CHECK(acc_is_present(m[1], N * sizeof(double)) && acc_is_present(&m[1], sizeof(double *)));
#pragma acc parallel loop present(m[1][0:N])
    for (int j = 0; j < N; j++) m[1][j] *= 2;
#pragma acc exit data copyout(m[1][0:N])
    for (int j = 0; j < N; j++) CHECK(m[1][j] == 10);
    if (discrete()) CHECK(!acc_is_present(m[1], N * sizeof(double)) && !acc_is_present(&m[1], sizeof(double *)));

    /* A variable index. */
    int i = 2;
#pragma acc enter data copyin(m[i][0:N])
#pragma acc parallel loop present(m[i][0:N])
    for (int j = 0; j < N; j++) m[i][j] += 1;
#pragma acc exit data copyout(m[i][0:N])
    for (int j = 0; j < N; j++) CHECK(m[2][j] == 6);

    /* copy on the compute construct, and on an enclosing data construct. */
#pragma acc parallel loop copy(m[3][0:N])
    for (int j = 0; j < N; j++) m[3][j] = j;
    for (int j = 0; j < N; j++) CHECK(m[3][j] == j);
#pragma acc data copy(m[0][0:N])
    {
#pragma acc parallel loop
        for (int j = 0; j < N; j++) m[0][j] = -j;
    }
    for (int j = 0; j < N; j++) CHECK(m[0][j] == -j);

    /* An array of pointers, and a row section that starts inside the row. */
#pragma acc parallel loop copy(p[1][8:16])
    for (int j = 8; j < 24; j++) p[1][j] = 100 + j;
    for (int j = 0; j < N; j++) CHECK(p[1][j] == ((j >= 8 && j < 24) ? 100 + j : 5));

    /* update on the row, and the row's reference count shared with the whole matrix. */
#pragma acc enter data copyin(m[0:4][0:N])
#pragma acc enter data copyin(m[1][0:N])
#pragma acc parallel loop present(m[1][0:N])
    for (int j = 0; j < N; j++) m[1][j] = 7;
#pragma acc update self(m[1][0:N])
    CHECK(m[1][5] == 7);
#pragma acc exit data delete(m[1][0:N])
    if (discrete()) CHECK(acc_is_present(m[1], N * sizeof(double)));
#pragma acc exit data copyout(m[0:4][0:N])
    if (discrete()) CHECK(!acc_is_present(m[1], N * sizeof(double)) && !acc_is_present(m, sizeof(double *)));
    CHECK(m[1][0] == 7 && m[3][1] == 1);

    for (int k = 0; k < 4; k++) {
        free(m[k]);
        free(p[k]);
    }
    free(m);
    return 0;
}
