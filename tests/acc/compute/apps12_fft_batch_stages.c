/* Batched radix-2 FFTs by stages, as signal-processing codes write them before reaching for a
 * library (spec 2.9.6 collapse, 2.16 async/wait, 2.7.6 present, 2.13 declare create): the
 * bit-reversal permutation is one `collapse(2)` loop over (signal, index) into a work array,
 * each of the log2(N) butterfly stages is a `collapse(2)` loop over (signal, butterfly) on
 * queue 1 (separate re/im arrays, twiddles from a `declare create` table filled by `update
 * device`), and the host waits once. Checked against a direct DFT on the host and by
 * Parseval's identity. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define LOGN 6
#define N (1 << LOGN)
#define NS 48

double twr[N / 2], twi[N / 2];
#pragma acc declare create(twr, twi)

#pragma acc routine seq
static int bitrev(int i)
{
    int r = 0;
    for (int b = 0; b < LOGN; b++) r |= ((i >> b) & 1) << (LOGN - 1 - b);
    return r;
}

int main(void)
{
    double *xr = malloc(NS * N * sizeof(double)), *xi = malloc(NS * N * sizeof(double));
    double *yr = malloc(NS * N * sizeof(double)), *yi = malloc(NS * N * sizeof(double));
    for (int k = 0; k < N / 2; k++) { twr[k] = cos(-2 * M_PI * k / N); twi[k] = sin(-2 * M_PI * k / N); }
#pragma acc update device(twr, twi)
    for (int s = 0; s < NS; s++)
        for (int i = 0; i < N; i++) {
            xr[s * N + i] = sin(0.37 * i * (s + 1)) + (i % 5 == s % 5 ? 1.0 : 0.0);
            xi[s * N + i] = 0.1 * cos(0.11 * i * s);
        }
#pragma acc data copyin(xr[0:NS * N], xi[0:NS * N]) copyout(yr[0:NS * N], yi[0:NS * N])
    {
#pragma acc parallel loop collapse(2) present(xr[0:NS * N], xi[0:NS * N], yr[0:NS * N], yi[0:NS * N]) async(1)
        for (int s = 0; s < NS; s++)
            for (int i = 0; i < N; i++) {
                int r = bitrev(i);
                yr[s * N + r] = xr[s * N + i];
                yi[s * N + r] = xi[s * N + i];
            }
        for (int half = 1; half < N; half *= 2) {
            int stride = N / (2 * half);
#pragma acc parallel loop collapse(2) present(yr[0:NS * N], yi[0:NS * N], twr, twi) async(1)
            for (int s = 0; s < NS; s++)
                for (int b = 0; b < N / 2; b++) {
                    int grp = b / half, pos = b % half;
                    int i = s * N + grp * 2 * half + pos, j = i + half;
                    double wr = twr[pos * stride], wi = twi[pos * stride];
                    double tr = wr * yr[j] - wi * yi[j], ti = wr * yi[j] + wi * yr[j];
                    yr[j] = yr[i] - tr; yi[j] = yi[i] - ti;
                    yr[i] += tr; yi[i] += ti;
                }
        }
#pragma acc wait(1)
    }
    double md = 0;
    for (int s = 0; s < NS; s++) {
        double e1 = 0, e2 = 0;
        for (int k = 0; k < N; k++) {
            double sr = 0, si = 0;
            for (int i = 0; i < N; i++) {
                double c = cos(-2 * M_PI * (double)((long)i * k % N) / N), sn = sin(-2 * M_PI * (double)((long)i * k % N) / N);
                sr += xr[s * N + i] * c - xi[s * N + i] * sn;
                si += xr[s * N + i] * sn + xi[s * N + i] * c;
            }
            md = fmax(md, fabs(sr - yr[s * N + k]) + fabs(si - yi[s * N + k]));
            e1 += xr[s * N + k] * xr[s * N + k] + xi[s * N + k] * xi[s * N + k];
            e2 += yr[s * N + k] * yr[s * N + k] + yi[s * N + k] * yi[s * N + k];
        }
        CHECK(fabs(e2 - N * e1) < 1e-9 * N * e1);
    }
    CHECK(md < 1e-9);
    free(xr); free(xi); free(yr); free(yi);
    CHECK_DONE();
}
