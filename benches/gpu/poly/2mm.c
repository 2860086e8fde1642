/* 2mm (PolyBench 4.2): tmp = alpha A B; D = tmp C + beta D. A: NI x NK, B: NK x NJ,
 * C: NJ x NL, D: NI x NL. Two `parallel loop gang` nests with `loop vector` over the columns
 * (PolyBench/ACC's schedule; `parallel`, not `kernels`: docs/bench-poly.md says why).
 * polybench.h: how it is run and checked. */
#include "polybench.h"

#define NI PB(2048, 41)
#define NJ PB(2048, 45)
#define NK PB(2048, 37)
#define NL PB(2048, 43)

static double (*A)[NK], (*B)[NJ], (*C)[NL], (*D)[NL], (*tmp)[NJ];
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < NI; i++)
        for (long k = 0; k < NK; k++) A[i][k] = pb_val(1, i, k);
    for (long k = 0; k < NK; k++)
        for (long j = 0; j < NJ; j++) B[k][j] = pb_val(2, k, j);
    for (long j = 0; j < NJ; j++)
        for (long l = 0; l < NL; l++) C[j][l] = pb_val(3, j, l);
    for (long i = 0; i < NI; i++)
        for (long l = 0; l < NL; l++) D[i][l] = pb_val(4, i, l);
}

static void kernel(void) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NL]) create(tmp[0:NI][0:NJ]) copy(D[0:NI][0:NL])
    {
#pragma acc parallel loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) {
                double s = 0;
                for (int k = 0; k < NK; k++) s += alpha * A[i][k] * B[k][j];
                tmp[i][j] = s;
            }
        }
#pragma acc parallel loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int l = 0; l < NL; l++) {
                double s = D[i][l] * beta;
                for (int j = 0; j < NJ; j++) s += tmp[i][j] * C[j][l];
                D[i][l] = s;
            }
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NL], D[0:NI][0:NL])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NJ][0:NL]) create(tmp[0:NI][0:NJ]) copy(D[0:NI][0:NL])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *t = pb_alloc(sizeof(double) * NJ);
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * NL), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * NL);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, NI);
        for (long j = 0; j < NJ; j++) t[j] = 0;
        for (long k = 0; k < NK; k++)
            for (long j = 0; j < NJ; j++) t[j] += alpha * A[i][k] * B[k][j];
        for (long l = 0; l < NL; l++) {
            got[s * NL + l] = D[i][l];
            want[s * NL + l] = pb_val(4, i, l) * beta;
        }
        for (long j = 0; j < NJ; j++)
            for (long l = 0; l < NL; l++) want[s * NL + l] += t[j] * C[j][l];
    }
    int ok = pb_check("2mm D", got, want, (long)POLY_CHECK_ROWS * NL, 1e-10);
    free(t);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[NI][NK]));
    B = pb_alloc(sizeof(double[NK][NJ]));
    C = pb_alloc(sizeof(double[NJ][NL]));
    D = pb_alloc(sizeof(double[NI][NL]));
    tmp = pb_alloc(sizeof(double[NI][NJ]));
    return pb_main("2mm", init, kernel, kernels_only, check);
}
