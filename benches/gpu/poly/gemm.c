/* gemm (PolyBench 4.2): C = alpha A B + beta C. A: NI x NK, B: NK x NJ, C: NI x NJ.
 * polybench.h: how it is run and checked. */
#include "polybench.h"

#define NI PB(2048, 61)
#define NJ PB(2048, 67)
#define NK PB(2048, 53)

static double (*A)[NK], (*B)[NJ], (*C)[NJ];
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < NI; i++)
        for (long k = 0; k < NK; k++) A[i][k] = pb_val(1, i, k);
    for (long k = 0; k < NK; k++)
        for (long j = 0; j < NJ; j++) B[k][j] = pb_val(2, k, j);
    for (long i = 0; i < NI; i++)
        for (long j = 0; j < NJ; j++) C[i][j] = pb_val(3, i, j);
}

static void kernel(void) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ]) copy(C[0:NI][0:NJ])
    {
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++) {
                double s = C[i][j] * beta;
                for (int k = 0; k < NK; k++) s += alpha * A[i][k] * B[k][j];
                C[i][j] = s;
            }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:NI][0:NK], B[0:NK][0:NJ], C[0:NI][0:NJ])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:NI][0:NK], B[0:NK][0:NJ]) copy(C[0:NI][0:NJ])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * NJ), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * NJ);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, NI);
        for (long j = 0; j < NJ; j++) {
            got[s * NJ + j] = C[i][j];
            want[s * NJ + j] = pb_val(3, i, j) * beta;
        }
        for (long k = 0; k < NK; k++)
            for (long j = 0; j < NJ; j++) want[s * NJ + j] += alpha * pb_val(1, i, k) * B[k][j];
    }
    int ok = pb_check("gemm C", got, want, (long)POLY_CHECK_ROWS * NJ, 1e-10);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[NI][NK]));
    B = pb_alloc(sizeof(double[NK][NJ]));
    C = pb_alloc(sizeof(double[NI][NJ]));
    return pb_main("gemm", init, kernel, kernels_only, check);
}
