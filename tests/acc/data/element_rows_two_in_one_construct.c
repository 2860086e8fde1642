/* spec 2.7.1 (rows of a pointer array: "the implementation will allocate pointers in device
 * memory corresponding to the pointers in local memory and will fill in those pointers"),
 * 2.7.2: `copy(m[i][0:64], m[i + 1][0:64])` on a `double **m` names two rows through element
 * subscripts; the kernel reaches both through one translated `m`, so their pointer slots are
 * mapped as the one section `m[i:2]` (created), each attached to its row. It was a located
 * "not supported yet" error (before that, emul: an illegal memory access past the first
 * slot's mapping). Also rows far apart (`m[0]`, `m[3]`), `present` rows, a `data`
 * construct, enter/exit data, and rows of two members of one struct. */
#include "acc_test.h"

struct two {
    double **a, **b;
};

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

    /* enter data maps the two rows' slots as one section too, so that a construct naming
     * both rows finds them in one mapping (it was "partly present"); exit data ends it. */
#pragma acc enter data copyin(m[i][0:64], m[i + 1][0:64])
    if (discrete()) CHECK(acc_is_present(&m[i], 2 * sizeof(double *)));
#pragma acc parallel loop present(m[i][0:64], m[i + 1][0:64])
    for (int j = 0; j < 64; j++) {
        m[i][j] = 1;
        m[i + 1][j] = 2;
    }
#pragma acc exit data copyout(m[i][0:64], m[i + 1][0:64])
    if (discrete()) CHECK(!acc_is_present(&m[i], sizeof(double *)) && !acc_is_present(m[2], 8));
    for (int j = 0; j < 64; j++) CHECK(m[1][j] == 1 && m[2][j] == 2);

    /* Rows of two members of one struct (it was the same "not supported yet" error, the
     * struct being one variable): each member's slots are a mapping of their own. */
    struct two s = {(double **)malloc(4 * sizeof(double *)), (double **)malloc(4 * sizeof(double *))};
    for (int k = 0; k < 4; k++) {
        s.a[k] = (double *)calloc(8, sizeof(double));
        s.b[k] = (double *)calloc(8, sizeof(double));
    }
#pragma acc enter data copyin(s)
#pragma acc parallel loop copy(s.a[0][0:8], s.b[1][0:8], s.a[2][0:8]) present(s)
    for (int j = 0; j < 8; j++) {
        s.a[0][j] = 1;
        s.b[1][j] = 2;
        s.a[2][j] = 3;
    }
#pragma acc exit data delete(s)
    for (int j = 0; j < 8; j++) CHECK(s.a[0][j] == 1 && s.b[1][j] == 2 && s.a[2][j] == 3);
    printf("ok\n");
    return 0;
}
