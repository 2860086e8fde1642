/* spec 2.7.1, 2.7.2 (attach action): rows of a struct member's pointer array from a non-zero
 * first index (`enter data copyin(s, s.rows[1:1][0:64])`, `s.rows[2][0:64]`, `copy(
 * q->rows[1:2][0:8])`) attach the member: its device copy points to where slot 0 of the
 * mapped slots' device copy would be (the device address of `&s.rows[1]` less one slot), as
 * a member pointer's section is attached, so a kernel reading `s.rows[1][j]` reaches the
 * device row. The member was left holding the host address: the launch stopped with "'s.rows'
 * ... not present" (emul; known gap). Also three levels deep (`float ***`). */
#include "acc_test.h"

struct mat {
    int n;
    double **rows;
};

struct cube {
    float ***v;
};

int main(void) {
    struct mat s;
    s.n = 4;
    s.rows = (double **)malloc(4 * sizeof(double *));
    for (int k = 0; k < 4; k++) {
        s.rows[k] = (double *)malloc(64 * sizeof(double));
        for (int j = 0; j < 64; j++) s.rows[k][j] = k * 100 + j;
    }
#pragma acc enter data copyin(s, s.rows[1:1][0:64])
    if (discrete()) {
        struct mat ds;
        dev_read(&ds, &s, sizeof ds);
        CHECK(ds.rows == (double **)acc_deviceptr(&s.rows[1]) - 1); /* attached, biased */
    }
    double sum = 0;
#pragma acc parallel loop reduction(+:sum) present(s)
    for (int j = 0; j < 64; j++) sum += s.rows[1][j];
    CHECK(sum == 64 * 100.0 + 63 * 64 / 2.0);
#pragma acc exit data delete(s.rows[1:1][0:64], s)
    if (discrete()) CHECK(!acc_is_present(&s, sizeof s) && !acc_is_present(s.rows[1], 8));

    /* One row through an element subscript. */
#pragma acc enter data copyin(s, s.rows[2][0:64])
#pragma acc parallel loop present(s)
    for (int j = 0; j < 64; j++) s.rows[2][j] += 1000;
#pragma acc exit data copyout(s.rows[2][0:64]) delete(s)
    for (int j = 0; j < 64; j++) CHECK(s.rows[2][j] == 1200 + j && s.rows[1][j] == 100 + j);

    /* Through a pointer to the struct, in a data construct. */
    struct mat *q = &s;
#pragma acc data copyin(q[0:1]) copy(q->rows[1:2][0:8])
    {
#pragma acc parallel loop collapse(2)
        for (int k = 1; k < 3; k++)
            for (int j = 0; j < 8; j++) q->rows[k][j] = -q->rows[k][j];
    }
    for (int j = 0; j < 8; j++)
        CHECK(s.rows[1][j] == -(100 + j) && s.rows[2][j] == -(1200 + j) && s.rows[3][j] == 300 + j);

    /* Three levels deep from a non-zero first index. */
    struct cube c;
    c.v = (float ***)malloc(3 * sizeof(float **));
    for (int i = 0; i < 3; i++) {
        c.v[i] = (float **)malloc(2 * sizeof(float *));
        for (int j = 0; j < 2; j++) c.v[i][j] = (float *)calloc(4, sizeof(float));
    }
#pragma acc data copyin(c) copy(c.v[1:2][0:2][0:4])
    {
#pragma acc parallel loop collapse(3) present(c)
        for (int i = 1; i < 3; i++)
            for (int j = 0; j < 2; j++)
                for (int l = 0; l < 4; l++) c.v[i][j][l] = (float)(i * 100 + j * 10 + l);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++)
            for (int l = 0; l < 4; l++) CHECK(c.v[i][j][l] == (i ? (float)(i * 100 + j * 10 + l) : 0.0f));
    printf("ok\n");
    return 0;
}
