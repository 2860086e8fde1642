/* kernels (OpenACC 3.3, 2.5.3, 2.9.7, 2.9.11): Himeno's sum `gosa += ss*ss` in the innermost
 * loop of an `i, j, k` nest (k contiguous) whose loops are all parallel: each level gets the
 * implied reduction, `i` gang, `j` worker, `k` vector (as nvc reduces over the whole nest).
 * The `k` loop was "Loop carried reduction of 'gosa' kept sequential (inner loop)" and the
 * vector went to `j`, whose accesses are strided. A loop without a reduction of its own
 * (a matmul's `j` around `s += ...`) keeps the lanes; a `k` loop carrying a dependence stays
 * sequential. Run-time odd sizes, and sizes that run no iteration; the values are exact in
 * float, so any order of the sum gives the same result. */
#include "check.h"
#include <stdlib.h>

static float himeno(const float *restrict p, float *restrict w, int ni, int nj, int nk) {
    float s0, ss, gosa = 0.0f;
#pragma acc kernels copyin(p[0:ni*nj*nk]) copy(w[0:ni*nj*nk])
    for (int i = 1; i < ni - 1; i++)
        for (int j = 1; j < nj - 1; j++)
            for (int k = 1; k < nk - 1; k++) {
                s0 = p[((i + 1) * nj + j) * nk + k] + p[(i * nj + j + 1) * nk + k] +
                     p[(i * nj + j) * nk + k + 1] - 3 * p[(i * nj + j) * nk + k];
                ss = s0 * 0.5f;
                gosa += ss * ss;
                w[(i * nj + j) * nk + k] = ss;
            }
    return gosa;
}

/* `k` carries a dependence: it runs in sequence in each thread */
static long carried(int *q, int ni, int nj, int nk) {
    long t = 0;
#pragma acc kernels copy(q[0:ni*nj*nk])
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++)
            for (int k = 1; k < nk; k++) {
                q[(i * nj + j) * nk + k] += q[(i * nj + j) * nk + k - 1];
                t += q[(i * nj + j) * nk + k];
            }
    return t;
}

static void run(int ni, int nj, int nk) {
    int n = ni * nj * nk;
    float *p = malloc(sizeof(float) * (n + 1)), *w = calloc(n + 1, sizeof(float));
    int *q = malloc(sizeof(int) * (n + 1)), *r = malloc(sizeof(int) * (n + 1));
    for (int x = 0; x < n; x++) {
        p[x] = (x * 7 % 11) * 0.25f;
        q[x] = r[x] = x % 5;
    }
    float want = 0.0f;
    for (int i = 1; i < ni - 1; i++)
        for (int j = 1; j < nj - 1; j++)
            for (int k = 1; k < nk - 1; k++) {
                float s0 = p[((i + 1) * nj + j) * nk + k] + p[(i * nj + j + 1) * nk + k] +
                           p[(i * nj + j) * nk + k + 1] - 3 * p[(i * nj + j) * nk + k];
                float ss = s0 * 0.5f;
                want += ss * ss;
            }
    CHECK(himeno(p, w, ni, nj, nk) == want);
    long t = 0;
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++)
            for (int k = 1; k < nk; k++) {
                r[(i * nj + j) * nk + k] += r[(i * nj + j) * nk + k - 1];
                t += r[(i * nj + j) * nk + k];
            }
    CHECK(carried(q, ni, nj, nk) == t);
    for (int x = 0; x < n; x++) CHECK(q[x] == r[x]);
    free(p); free(w); free(q); free(r);
}

int main(void) {
    run(9, 7, 37);
    run(5, 13, 3);
    run(4, 3, 2);
    run(0, 5, 5);
    run(6, 6, 1);
    CHECK_DONE();
}
