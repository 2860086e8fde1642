/* spec 2.7.1 ("any combination of dynamically allocated dimensions": pointers to pointers to
 * pointers), 2.7.2 (attach): `copy(a[0:N][0:M][0:K])` with `double ***a` maps the table of
 * `a`, the tables `a[i]`, and the rows `a[i][j]`, and attaches every device pointer to the
 * device copy of what it points to, so a kernel reading `a[i][j][l]` reaches device memory.
 * Also non-zero lower bounds at every level, enter/exit data, update, present, and a
 * `float ***` struct member. It was a located "not supported" error (known gap). */
#include "acc_test.h"

enum { N = 4, M = 3, K = 5 };

struct grid {
    int n;
    float ***v;
};

static double ***alloc3(void) {
    double ***a = (double ***)malloc(N * sizeof(double **));
    for (int i = 0; i < N; i++) {
        a[i] = (double **)malloc(M * sizeof(double *));
        for (int j = 0; j < M; j++) {
            a[i][j] = (double *)malloc(K * sizeof(double));
            for (int l = 0; l < K; l++) a[i][j][l] = 100 * i + 10 * j + l;
        }
    }
    return a;
}

int main(void) {
    double ***a = alloc3();
#pragma acc parallel loop collapse(3) copy(a[0:N][0:M][0:K])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < K; l++) a[i][j][l] = a[i][j][l] * 2 + 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < K; l++) CHECK(a[i][j][l] == 2 * (100 * i + 10 * j + l) + 1);
    if (discrete()) CHECK(!acc_is_present(a, sizeof(double **)) && !acc_is_present(a[1][1], 8));

    /* Non-zero lower bounds: only rows 1..2, every slot of their tables, elements 2..4. */
    double ***b = alloc3();
#pragma acc data copy(b[1:2][0:M][2:3])
    {
        if (discrete()) {
            CHECK(acc_is_present(&b[1], 2 * sizeof(double **)) && !acc_is_present(&b[0], 8));
            CHECK(acc_is_present(&b[2][1][2], 3 * sizeof(double)));
            CHECK(!acc_is_present(&b[2][1][1], sizeof(double)));
        }
#pragma acc parallel loop collapse(2) present(b[1:2][0:M][2:3])
        for (int i = 1; i < 3; i++)
            for (int j = 0; j < M; j++)
                for (int l = 2; l < 5; l++) b[i][j][l] = -b[i][j][l];
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < K; l++) {
                double v = 100 * i + 10 * j + l;
                CHECK(b[i][j][l] == ((i >= 1 && i < 3 && l >= 2) ? -v : v));
            }

    /* enter data / update / exit data, a lower bound in the middle level too. */
    double ***c = alloc3();
#pragma acc enter data copyin(c[0:N][1:2][0:K])
#pragma acc parallel loop present(c[0:N][1:2][0:K])
    for (int i = 0; i < N; i++)
        for (int j = 1; j < 3; j++)
            for (int l = 0; l < K; l++) c[i][j][l] += 1000;
    if (discrete()) CHECK(c[3][2][4] == 324); /* not copied back yet */
#pragma acc update self(c[0:N][1:2][0:K])
    CHECK(c[3][2][4] == 1324 && c[0][1][0] == 1010 && c[0][0][0] == 0);
    c[2][1][3] = 7;
#pragma acc update device(c[2:1][1:1][3:1])
#pragma acc parallel loop present(c[0:N][1:2][0:K])
    for (int i = 0; i < N; i++) c[i][1][3] *= 2;
#pragma acc exit data copyout(c[0:N][1:2][0:K])
    CHECK(c[2][1][3] == 14 && c[1][1][3] == 2 * 1113 && c[1][2][0] == 1120);
    if (discrete()) CHECK(!acc_is_present(c[1][1], 8) && !acc_is_present(&c[1][1], 8));

    /* A struct member three levels deep: the struct, then its member's tables and rows. */
    struct grid g = {N, (float ***)malloc(N * sizeof(float **))};
    for (int i = 0; i < N; i++) {
        g.v[i] = (float **)malloc(M * sizeof(float *));
        for (int j = 0; j < M; j++) g.v[i][j] = (float *)calloc(K, sizeof(float));
    }
#pragma acc data copyin(g) copy(g.v[0:N][0:M][0:K])
    {
#pragma acc parallel loop collapse(2) present(g)
        for (int i = 0; i < g.n; i++)
            for (int j = 0; j < M; j++)
                for (int l = 0; l < K; l++) g.v[i][j][l] = (float)(i + j + l);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            for (int l = 0; l < K; l++) CHECK(g.v[i][j][l] == (float)(i + j + l));
    printf("ok\n");
    return 0;
}
