/* spec 2.6 / 2.7.6 (copy is present-or-copy: present data is used as it is), 2.7.1 (rows of a
 * pointer array: each row's pointer gets a device copy): rows entered by separate directives
 * (`enter data copyin(m[1][0:64])`, then `copyin(m[2][0:64])`) and named together by a
 * construct that copies or creates them (`parallel loop copy(m[1][0:64], m[2][0:64])`). The
 * construct maps the rows' slots as the one section `m[1:2]`, which the two one-slot mappings
 * do not form: emul stopped with a located "partly present" error for `m`. Now, as for
 * `present` (element_rows_entered_apart.c), the kernels get a copy of the slots gathered
 * from the separate mappings, every slot of the range being present, and the rows' present
 * copies are used (the construct's copy moves nothing; the exit data copies them back). Also
 * `create` and a `data` construct around the kernel. */
#include "acc_test.h"

int main(void) {
    float **m = (float **)malloc(4 * sizeof(float *));
    for (int r = 0; r < 4; r++) {
        m[r] = (float *)malloc(64 * sizeof(float));
        for (int k = 0; k < 64; k++) m[r][k] = (float)r;
    }
#pragma acc enter data copyin(m[1][0:64])
#pragma acc enter data copyin(m[2][0:64])
#pragma acc parallel loop copy(m[1][0:64], m[2][0:64])
    for (int k = 0; k < 64; k++) {
        m[1][k] += 10;
        m[2][k] += 20 + k;
    }
    /* Present: the construct's copy did not copy back (the rows' lifetimes are the enter
     * data's). */
    if (discrete()) CHECK(m[1][5] == 1 && m[2][7] == 2);
#pragma acc data create(m[2][0:64], m[1][0:64])
    {
#pragma acc parallel loop present(m[1][0:64], m[2][0:64])
        for (int k = 0; k < 64; k++) m[1][k] += m[2][k];
    }
#pragma acc exit data copyout(m[1][0:64])
#pragma acc exit data copyout(m[2][0:64])
    for (int k = 0; k < 64; k++)
        CHECK(m[1][k] == 11 + 22 + k && m[2][k] == 22 + k && m[0][k] == 0 && m[3][k] == 3);
    if (discrete()) CHECK(!acc_is_present(&m[1], sizeof(float *)) && !acc_is_present(m[2], 4));
    for (int r = 0; r < 4; r++) free(m[r]);
    free(m);
    printf("ok\n");
    return 0;
}
