/* OpenACC 3.3, 2.5.14 and 2.9.10 (private clause): private subarrays whose length is known only
 * at run time (`private(tmp[0:m])`), and private variable-length arrays. On the GPU each
 * thread's copy is its slice of one device-heap block per gang, allocated once by the gang's
 * first thread (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `runtime_length_private_is_a_slice_of_one_block_per_gang` shows the kernel), and so is each
 * worker's copy of a worker loop's private section; a copy set up inside a worker or vector
 * loop keeps its own allocation. The slices must not overlap: every
 * thread fills its copy with values of its own iteration and reads them back after the other
 * lanes have written theirs. Trip counts that are not multiples of the block, smaller than one
 * block, and zero; a lower bound; combined and inner loops; worker and vector loops. */
#include "check.h"

static double expect(int i, int m) {
    double s = 0;
    for (int k = 0; k < m; k++) s += (double)(i + k) * (double)(i + m - 1 - k);
    return s;
}

int main(int argc, char **argv) {
    (void)argv;
    static const int sizes[] = {1000, 255, 3, 0, 256};
    int m = 5 + argc; /* 6: not a constant */
    double *tmp = (double *)malloc(sizeof(double) * 64);
    for (int t = 0; t < 5; t++) {
        int n = sizes[t];
        double *out = (double *)malloc(sizeof(double) * (n > 0 ? n : 1));
        double *out2 = (double *)malloc(sizeof(double) * (n > 0 ? n : 1));
        double *out3 = (double *)malloc(sizeof(double) * (n > 0 ? n : 1));
        for (int i = 0; i < n; i++) out[i] = out2[i] = out3[i] = -1;
        /* a loop's private section, at gang level */
#pragma acc parallel loop private(tmp[0:m]) copyout(out[0:n])
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++) tmp[k] = i + k;
            double s = 0;
            for (int k = 0; k < m; k++) s += tmp[k] * tmp[m - 1 - k];
            out[i] = s;
        }
        /* a section with a lower bound on a gang-vector loop */
#pragma acc parallel loop gang vector private(tmp[3:m + 1]) copyout(out2[0:n]) vector_length(64)
        for (int i = 0; i < n; i++) {
            for (int k = 3; k < m + 4; k++) tmp[k] = 2 * i + k;
            double s = 0;
            for (int k = 3; k < m + 4; k++) s += tmp[k];
            out2[i] = s;
        }
        /* a private variable-length array of a loop; workers and lanes */
        double v[m];
        v[0] = 0;
#pragma acc parallel loop gang worker vector num_workers(2) vector_length(32) private(v) copyout(out3[0:n])
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++) v[k] = i * k;
            double s = 0;
            for (int k = 0; k < m; k++) s += v[k];
            out3[i] = s;
        }
        for (int i = 0; i < n; i++) {
            CHECK(out[i] == expect(i, m));
            double w = 0;
            for (int k = 3; k < m + 4; k++) w += 2 * i + k;
            CHECK(out2[i] == w);
            CHECK(out3[i] == (double)i * (m * (m - 1) / 2));
        }
        free(out);
        free(out2);
        free(out3);
    }

    /* A gang loop with a vector loop inside whose private section is set up per gang
     * iteration (gang-redundant code), and one set up inside a worker loop. */
    {
        enum { R = 37, C = 70 };
        static double res[R][C], res2[R][C];
#pragma acc parallel loop gang num_gangs(5) vector_length(32) copyout(res)
        for (int r = 0; r < R; r++) {
#pragma acc loop vector private(tmp[0:m])
            for (int c = 0; c < C; c++) {
                for (int k = 0; k < m; k++) tmp[k] = r * 1000 + c + k;
                double s = 0;
                for (int k = 0; k < m; k++) s += tmp[k];
                res[r][c] = s;
            }
        }
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(res2)
        for (int r = 0; r < R; r++) {
#pragma acc loop worker
            for (int q = 0; q < 2; q++) {
#pragma acc loop vector private(tmp[0:m])
                for (int c = q; c < C; c += 2) {
                    for (int k = 0; k < m; k++) tmp[k] = r - c * k;
                    double s = 0;
                    for (int k = 0; k < m; k++) s += tmp[k];
                    res2[r][c] = s;
                }
            }
        }
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                CHECK(res[r][c] == (double)m * (r * 1000 + c) + m * (m - 1) / 2);
                CHECK(res2[r][c] == (double)m * r - (double)c * (m * (m - 1) / 2));
            }
    }
    /* A worker loop's private section that its vector loops fill and read: one copy per
     * worker, shared by its lanes (each worker's slice of the gang's block). */
    {
        enum { R = 21, W = 7 };
        static double res3[R][W];
        int len = 40 + m; /* 46 */
#pragma acc parallel loop gang num_workers(3) vector_length(32) copyout(res3)
        for (int r = 0; r < R; r++) {
#pragma acc loop worker private(tmp[0:len])
            for (int w = 0; w < W; w++) {
#pragma acc loop vector
                for (int k = 0; k < len; k++) tmp[k] = r * 100 + w + k;
                double s = 0;
#pragma acc loop vector reduction(+:s)
                for (int k = 0; k < len; k++) s += tmp[len - 1 - k];
                res3[r][w] = s;
            }
        }
        for (int r = 0; r < R; r++)
            for (int w = 0; w < W; w++)
                CHECK(res3[r][w] == (double)len * (r * 100 + w) + len * (len - 1) / 2);
    }
    free(tmp);
    CHECK_DONE();
}
