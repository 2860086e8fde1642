/* spec 2.7.1 (rows of a pointer array: each row's pointer gets a device copy, attached to the
 * row), 2.7.2, 2.7.7 (present): rows entered by separate directives
 * (`enter data copyin(m[1][0:64])`, then `copyin(m[2][0:64])`) and named together by one
 * construct (`present(m[1][0:64], m[2][0:64])`). The kernel reaches both rows through one
 * translated `m`, so the construct maps their slots as the one section `m[1:2]`, which the
 * two one-slot mappings do not form: the launch stopped with a located "partly present"
 * error. Now the construct's kernels get a copy of the slots gathered from the separate
 * mappings (a slot between the rows, mapped by nobody, from the host), and the mappings stay
 * as they were. Also rows far apart, async, and a `data` construct around the kernel. */
#include "acc_test.h"

int main(void) {
    double **m = (double **)malloc(5 * sizeof(double *));
    for (int k = 0; k < 5; k++) m[k] = (double *)calloc(64, sizeof(double));
#pragma acc enter data copyin(m[1][0:64])
#pragma acc enter data copyin(m[2][0:64])
#pragma acc parallel loop present(m[1][0:64], m[2][0:64])
    for (int j = 0; j < 64; j++) {
        m[1][j] = 1 + j;
        m[2][j] = 2 * m[1][j];
    }
    if (discrete()) {
        CHECK(acc_is_present(&m[1], sizeof(double *)) && acc_is_present(&m[2], sizeof(double *)));
        CHECK(!acc_is_present(&m[1], 2 * sizeof(double *)));
    }
    /* Rows far apart (slots 2 and 3 lie between, mapped by nobody), async, and a data
     * construct naming them present around the kernel. */
#pragma acc enter data copyin(m[4][0:64])
#pragma acc enter data copyin(m[0][0:64]) async(1)
#pragma acc data present(m[4][0:64], m[0][0:64]) async(1)
    {
#pragma acc parallel loop present(m[0][0:64], m[4][0:64]) async(1)
        for (int j = 0; j < 64; j++) {
            m[0][j] = 3;
            m[4][j] = m[0][j] + j;
        }
    }
#pragma acc wait(1)
#pragma acc exit data copyout(m[1][0:64])
#pragma acc exit data copyout(m[2][0:64])
#pragma acc exit data copyout(m[4][0:64], m[0][0:64])
    for (int j = 0; j < 64; j++)
        CHECK(m[1][j] == 1 + j && m[2][j] == 2 * (1 + j) && m[0][j] == 3 && m[4][j] == 3 + j &&
              m[3][j] == 0);
    if (discrete()) CHECK(!acc_is_present(&m[1], sizeof(double *)) && !acc_is_present(m[2], 8));
    printf("ok\n");
    return 0;
}
