/* doitgen (PolyBench 4.2): A[r][q][:] = A[r][q][:] C4 for every (r, q). A: NR x NQ x NP,
 * C4: NP x NP. `parallel loop collapse(2)` over (r, q) with PolyBench's sum[NP] as a block
 * array (private to each iteration), the p loops inner. polybench.h: how it is run and
 * checked (sampled (r, q)). */
#include "polybench.h"

#define NR PB(256, 13)
#define NQ PB(256, 11)
#define NP PB(256, 37)

static double (*A)[NQ][NP], (*C4)[NP];

static void init(void) {
    for (long r = 0; r < NR; r++)
        for (long q = 0; q < NQ; q++)
            for (long p = 0; p < NP; p++) A[r][q][p] = pb_val(1, r * NQ + q, p);
    for (long s = 0; s < NP; s++)
        for (long p = 0; p < NP; p++) C4[s][p] = pb_val(2, s, p);
}

static void kernel(void) {
#pragma acc data copy(A[0:NR][0:NQ][0:NP]) copyin(C4[0:NP][0:NP])
#pragma acc parallel loop collapse(2)
    for (int r = 0; r < NR; r++)
        for (int q = 0; q < NQ; q++) {
            double sum[NP];
            for (int p = 0; p < NP; p++) {
                sum[p] = 0;
                for (int s = 0; s < NP; s++) sum[p] += A[r][q][s] * C4[s][p];
            }
            for (int p = 0; p < NP; p++) A[r][q][p] = sum[p];
        }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:NR][0:NQ][0:NP], C4[0:NP][0:NP])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:NR][0:NQ][0:NP]) copyin(C4[0:NP][0:NP])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double got[POLY_CHECK_ROWS * NP], want[POLY_CHECK_ROWS * NP];
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long rq = pb_row(s, (long)NR * NQ), r = rq / NQ, q = rq % NQ;
        for (long p = 0; p < NP; p++) {
            double w = 0;
            for (long t = 0; t < NP; t++) w += pb_val(1, rq, t) * C4[t][p];
            got[s * NP + p] = A[r][q][p];
            want[s * NP + p] = w;
        }
    }
    return pb_check("doitgen A", got, want, (long)POLY_CHECK_ROWS * NP, 1e-10);
}

int main(void) {
    A = pb_alloc(sizeof(double[NR][NQ][NP]));
    C4 = pb_alloc(sizeof(double[NP][NP]));
    return pb_main("doitgen", init, kernel, kernels_only, check);
}
