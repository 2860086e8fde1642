/* spec 2.7.1, 2.7.2: `copy(a[i][0:M][0:K])` with `double ***a` is the section
 * `a[i:1][0:M][0:K]`: the slot `a[i]` is mapped too and attached to the device copy of the
 * table `a[i]`, whose slots are attached to the device rows, as the one row of `m[i][0:n]`
 * maps its slot. Only the table and rows below were mapped: the kernel reached them through
 * the host's `a[i]` and wrote the host's rows, which the copy back then overwrote with the
 * unchanged device rows (emul: a silent wrong result). Also enter/exit data, and a struct
 * member (`s.v[2][0:M][1:2]`), attached through the slot. */
#include "acc_test.h"

enum { N = 3, M = 2, K = 4 };

struct cube {
    double ***v;
};

static double ***alloc3(void) {
    double ***a = (double ***)malloc(N * sizeof(double **));
    for (int i = 0; i < N; i++) {
        a[i] = (double **)malloc(M * sizeof(double *));
        for (int j = 0; j < M; j++) a[i][j] = (double *)calloc(K, sizeof(double));
    }
    return a;
}

int main(void) {
    double ***a = alloc3();
    int i = 1;
#pragma acc parallel loop copy(a[i][0:M][0:K])
    for (int j = 0; j < M; j++)
        for (int l = 0; l < K; l++) a[i][j][l] = j * 10 + l + 1;
    for (int j = 0; j < M; j++)
        for (int l = 0; l < K; l++)
            CHECK(a[1][j][l] == j * 10 + l + 1 && a[0][j][l] == 0 && a[2][j][l] == 0);
    if (discrete()) CHECK(!acc_is_present(&a[1], sizeof(double **)) && !acc_is_present(a[1][1], 8));

#pragma acc enter data copyin(a[2][0:M][0:K])
#pragma acc parallel loop present(a[2][0:M][0:K])
    for (int j = 0; j < M; j++) a[2][j][3] = -1 - j;
#pragma acc exit data copyout(a[2][0:M][0:K])
    CHECK(a[2][0][3] == -1 && a[2][1][3] == -2 && a[2][1][2] == 0);

    struct cube s = {alloc3()};
#pragma acc data copyin(s) copy(s.v[2][0:M][1:2])
    {
#pragma acc parallel loop present(s)
        for (int j = 0; j < M; j++) s.v[2][j][2] = 5 + j;
    }
    CHECK(s.v[2][0][2] == 5 && s.v[2][1][2] == 6 && s.v[2][1][3] == 0 && s.v[1][1][2] == 0);
    printf("ok\n");
    return 0;
}
