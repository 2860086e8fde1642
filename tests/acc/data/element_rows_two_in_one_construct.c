/* spec 2.7.1 (rows of a pointer array: "the implementation will allocate pointers in device
 * memory corresponding to the pointers in local memory and will fill in those pointers"),
 * 2.7.2: `copy(m[i][0:64], m[i + 1][0:64])` on a `double **m` names two rows through element
 * subscripts; the kernel reaches both through one translated `m`, so their pointer slots are
 * mapped as the one section `m[i:2]` (created), each attached to its row. It was a located
 * "not supported yet" error (before that, emul: an illegal memory access past the first
 * slot's mapping). Also rows far apart (`m[0]`, `m[3]`), `present` rows, and a `data`
 * construct. */
#include "acc_test.h"

int main(void) {
    double **m = (double **)malloc(4 * sizeof(double *));
    for (int k = 0; k < 4; k++) m[k] = (double *)calloc(64, sizeof(double));
    int i = 1;
#pragma acc parallel loop copy(m[i][0:64], m[i + 1][0:64])
    for (int j = 0; j < 64; j++) {
        m[i][j] += 10;
        m[i + 1][j] += 20 + j;
    }
    for (int j = 0; j < 64; j++)
        CHECK(m[0][j] == 0 && m[1][j] == 10 && m[2][j] == 20 + j && m[3][j] == 0);
    if (discrete()) CHECK(!acc_is_present(&m[1], sizeof(double *)) && !acc_is_present(m[1], 8));

    /* Far apart, in the other order, in a data construct, then `present` in the kernel. */
    int a = 3, b = 0;
#pragma acc data copyin(m[a][0:64]) copy(m[b][0:32])
    {
        if (discrete()) {
            CHECK(acc_is_present(&m[0], 4 * sizeof(double *)));
            CHECK(acc_is_present(m[3], 64 * sizeof(double)) && !acc_is_present(m[1], 8));
        }
#pragma acc parallel loop present(m[b][0:32], m[a][0:64])
        for (int j = 0; j < 32; j++) m[b][j] = m[a][j + 32] + 1 + j;
    }
    for (int j = 0; j < 64; j++) CHECK(m[3][j] == 0 && m[0][j] == (j < 32 ? 1 + j : 0));
    printf("ok\n");
    return 0;
}
