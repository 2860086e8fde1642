/* 3mm (PolyBench 4.2): E = A B; F = C D; G = E F. A: NI x NK, B: NK x NJ, C: NJ x NM,
 * D: NM x NL. Three `parallel loop collapse(2)` nests. polybench.h: how it is run and
 * checked (sampled elements of G: a row of E and a column of F each). */
#include "polybench.h"

#define NI PB(1600, 31)
#define NJ PB(1800, 35)
#define NK PB(2000, 39)
#define NL PB(2200, 41)
#define NM PB(2400, 43)

static double (*A)[NK], (*B)[NJ], (*C)[NM], (*D)[NL], (*E)[NJ], (*F)[NL], (*G)[NL];

static void init(void) {
    for (long i = 0; i < NI; i++)
        for (long k = 0; k < NK; k++) A[i][k] = pb_val(1, i, k);
    for (long k = 0; k < NK; k++)
        for (long j = 0; j < NJ; j++) B[k][j] = pb_val(2, k, j);
    for (long j = 0; j < NJ; j++)
        for (long m = 0; m < NM; m++) C[j][m] = pb_val(3, j, m);
    for (long m = 0; m < NM; m++)
        for (long l = 0; l < NL; l++) D[m][l] = pb_val(4, m, l);
}

static void kernel(void) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NM], D[0:NM][0:NL]) \
    create(E[0:NI][0:NJ], F[0:NJ][0:NL]) copyout(G[0:NI][0:NL])
    {
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++) {
                double s = 0;
                for (int k = 0; k < NK; k++) s += A[i][k] * B[k][j];
                E[i][j] = s;
            }
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NJ; i++)
            for (int j = 0; j < NL; j++) {
                double s = 0;
                for (int k = 0; k < NM; k++) s += C[i][k] * D[k][j];
                F[i][j] = s;
            }
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NL; j++) {
                double s = 0;
                for (int k = 0; k < NJ; k++) s += E[i][k] * F[k][j];
                G[i][j] = s;
            }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NM], D[0:NM][0:NL])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NM], D[0:NM][0:NL]) \
    create(E[0:NI][0:NJ], F[0:NJ][0:NL]) copyout(G[0:NI][0:NL])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *e = pb_alloc(sizeof(double) * NJ), *f = pb_alloc(sizeof(double) * NJ);
    double got[POLY_CHECK_ROWS * POLY_CHECK_ROWS], want[POLY_CHECK_ROWS * POLY_CHECK_ROWS];
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, NI);
        for (long j = 0; j < NJ; j++) {
            e[j] = 0;
            for (long k = 0; k < NK; k++) e[j] += A[i][k] * B[k][j];
        }
        for (int u = 0; u < POLY_CHECK_ROWS; u++) {
            long l = pb_row(u, NL);
            double g = 0;
            for (long j = 0; j < NJ; j++) {
                f[j] = 0;
                for (long m = 0; m < NM; m++) f[j] += C[j][m] * D[m][l];
                g += e[j] * f[j];
            }
            got[s * POLY_CHECK_ROWS + u] = G[i][l];
            want[s * POLY_CHECK_ROWS + u] = g;
        }
    }
    free(e);
    free(f);
    return pb_check("3mm G", got, want, POLY_CHECK_ROWS * POLY_CHECK_ROWS, 1e-9);
}

int main(void) {
    A = pb_alloc(sizeof(double[NI][NK]));
    B = pb_alloc(sizeof(double[NK][NJ]));
    C = pb_alloc(sizeof(double[NJ][NM]));
    D = pb_alloc(sizeof(double[NM][NL]));
    E = pb_alloc(sizeof(double[NI][NJ]));
    F = pb_alloc(sizeof(double[NJ][NL]));
    G = pb_alloc(sizeof(double[NI][NL]));
    return pb_main("3mm", init, kernel, kernels_only, check);
}
