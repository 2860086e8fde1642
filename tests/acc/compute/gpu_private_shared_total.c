/* OpenACC 3.3, 2.9.10 (private) and 2.5.3 (kernels): worker-private arrays each small enough
 * for shared memory (32 worker copies of 14x5 and 14x6 doubles: 17.5 and 21 KiB) but 56 KiB
 * together, past a block's 48 KiB of static shared memory (NPB LU's `rhs`: `flux`, `utmp`,
 * `rtmp` private to the `j` loop of a `kernels loop gang` nest). The CUDA writer checked each
 * copy alone, and ptxas rejected the kernel ("uses too much shared data (0xe000 bytes, 0xc000
 * max)"): the build failed. The copies that do not fit beside the others now go to the
 * device heap. The kernels are compiled by NVRTC when the test finds it (as in CI). */
#include "check.h"
#include <math.h>

enum { NZ = 6, NY = 7, NX = 14 };
static double rsd[NZ][NY][NX][5], frct[NZ][NY][NX][5], want[NZ][NY][NX][5];
static double flux[NX][5], utmp[NX][6], rtmp[NX][5];

static void step(double (*out)[NY][NX][5], int k, int j) {
    for (int i = 0; i < NX; i++) {
        double u21 = rsd[k][j][i][1] / rsd[k][j][i][0];
        for (int m = 0; m < 5; m++) flux[i][m] = rsd[k][j][i][m] * u21 + m;
        for (int m = 0; m < 6; m++) utmp[i][m] = rsd[k][j][i][m % 5] * 0.5;
    }
    for (int i = 1; i < NX - 1; i++)
        for (int m = 0; m < 5; m++) rtmp[i][m] = out[k][j][i][m] - 0.5 * (flux[i + 1][m] - flux[i - 1][m]);
    for (int i = 1; i < NX - 1; i++)
        for (int m = 0; m < 5; m++) out[k][j][i][m] = rtmp[i][m] + utmp[i][m + 1];
}

int main(void) {
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                for (int m = 0; m < 5; m++) {
                    rsd[k][j][i][m] = 1 + 0.1 * ((i + 2 * j + 3 * k + m) % 7);
                    frct[k][j][i][m] = want[k][j][i][m] = m;
                }
    for (int k = 1; k < NZ - 1; k++)
        for (int j = 1; j < NY - 1; j++) step(want, k, j);
#pragma acc data copyin(rsd) copy(frct)
    {
#pragma acc kernels loop gang independent private(flux, utmp, rtmp)
        for (int k = 1; k < NZ - 1; k++) {
#pragma acc loop worker independent private(flux, utmp, rtmp)
            for (int j = 1; j < NY - 1; j++) {
#pragma acc loop vector
                for (int i = 0; i < NX; i++) {
                    double u21 = rsd[k][j][i][1] / rsd[k][j][i][0];
                    for (int m = 0; m < 5; m++) flux[i][m] = rsd[k][j][i][m] * u21 + m;
                    for (int m = 0; m < 6; m++) utmp[i][m] = rsd[k][j][i][m % 5] * 0.5;
                }
#pragma acc loop vector
                for (int i = 1; i < NX - 1; i++)
                    for (int m = 0; m < 5; m++)
                        rtmp[i][m] = frct[k][j][i][m] - 0.5 * (flux[i + 1][m] - flux[i - 1][m]);
#pragma acc loop vector
                for (int i = 1; i < NX - 1; i++)
                    for (int m = 0; m < 5; m++) frct[k][j][i][m] = rtmp[i][m] + utmp[i][m + 1];
            }
        }
    }
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                /* Within rounding: the GPU contracts `a * b + c` into one FMA (nvcc's and nvc's
                 * default), the host does not (the H200 run of 2026-11-29 differed in the last
                 * bit of 205 values). */
                for (int m = 0; m < 5; m++)
                    CHECK(fabs(frct[k][j][i][m] - want[k][j][i][m]) <= 1e-12 * (1 + fabs(want[k][j][i][m])));
    CHECK_DONE();
}
