/* Multi-swarm particle swarm optimization of the Rastrigin function as metaheuristics codes
 * map it onto the three levels (2.9.2-2.9.4): one swarm per gang, one particle per worker
 * (`num_workers(8)`), the dimensions a `loop vector` with the fitness a `reduction(+:f)` over
 * them; each particle's random stream a 32-bit LCG state in an array, advanced by a `routine
 * seq`; after the `loop worker` pass, the swarm's best particle found by a scan in the gang's
 * worker-single code and its position copied by a `loop vector` (2.9.3: outside a worker loop,
 * one worker runs). Checked against the host's run of the same algorithm. */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "check.h"
#define NS 6
#define NPART 8
#define D 16
#define ITERS 12

#pragma acc routine seq
static double rnd(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return (*s >> 8) * (1.0 / 16777216.0);
}

static double X[NS][NPART][D], V[NS][NPART][D], PB[NS][NPART][D], PBF[NS][NPART], GB[NS][D], GBF[NS];
static uint32_t seed[NS][NPART];
static double hX[NS][NPART][D], hV[NS][NPART][D], hPB[NS][NPART][D], hPBF[NS][NPART], hGB[NS][D], hGBF[NS];
static uint32_t hseed[NS][NPART];

static double rastrigin(const double *x)
{
    double f = 10.0 * D;
    for (int d = 0; d < D; d++) f += x[d] * x[d] - 10.0 * cos(6.283185307179586 * x[d]);
    return f;
}

int main(void)
{
    for (int s = 0; s < NS; s++) {
        for (int p = 0; p < NPART; p++) {
            seed[s][p] = (uint32_t)(s * 131 + p * 7 + 1);
            for (int d = 0; d < D; d++) {
                X[s][p][d] = PB[s][p][d] = 5.0 * sin(1.3 * s + 0.7 * p + 0.31 * d);
                V[s][p][d] = 0.1 * cos(0.9 * p + d);
            }
            PBF[s][p] = rastrigin(X[s][p]);
        }
        int b = 0;
        for (int p = 1; p < NPART; p++) if (PBF[s][p] < PBF[s][b]) b = p;
        GBF[s] = PBF[s][b];
        memcpy(GB[s], PB[s][b], sizeof GB[s]);
    }
    memcpy(hX, X, sizeof X); memcpy(hV, V, sizeof V); memcpy(hPB, PB, sizeof PB);
    memcpy(hPBF, PBF, sizeof PBF); memcpy(hGB, GB, sizeof GB); memcpy(hGBF, GBF, sizeof GBF);
    memcpy(hseed, seed, sizeof seed);
#pragma acc data copy(X, V, PB, PBF, GB, GBF, seed)
    for (int it = 0; it < ITERS; it++) {
#pragma acc parallel loop gang num_workers(8) vector_length(32) present(X, V, PB, PBF, GB, GBF, seed)
        for (int s = 0; s < NS; s++) {
#pragma acc loop worker
            for (int p = 0; p < NPART; p++) {
                uint32_t st = seed[s][p];
                for (int d = 0; d < D; d++) {
                    double r1 = rnd(&st), r2 = rnd(&st);
                    double v = 0.72 * V[s][p][d] + 1.49 * r1 * (PB[s][p][d] - X[s][p][d]) + 1.49 * r2 * (GB[s][d] - X[s][p][d]);
                    V[s][p][d] = v;
                    X[s][p][d] += v;
                }
                seed[s][p] = st;
                double f = 10.0 * D;
#pragma acc loop vector reduction(+:f)
                for (int d = 0; d < D; d++) f += X[s][p][d] * X[s][p][d] - 10.0 * cos(6.283185307179586 * X[s][p][d]);
                if (f < PBF[s][p]) {
                    PBF[s][p] = f;
#pragma acc loop vector
                    for (int d = 0; d < D; d++) PB[s][p][d] = X[s][p][d];
                }
            }
            int b = 0;
            for (int p = 1; p < NPART; p++) if (PBF[s][p] < PBF[s][b]) b = p;
            if (PBF[s][b] < GBF[s]) {
                GBF[s] = PBF[s][b];
#pragma acc loop vector
                for (int d = 0; d < D; d++) GB[s][d] = PB[s][b][d];
            }
        }
    }
    for (int it = 0; it < ITERS; it++)
        for (int s = 0; s < NS; s++) {
            for (int p = 0; p < NPART; p++) {
                uint32_t st = hseed[s][p];
                for (int d = 0; d < D; d++) {
                    double r1 = rnd(&st), r2 = rnd(&st);
                    double v = 0.72 * hV[s][p][d] + 1.49 * r1 * (hPB[s][p][d] - hX[s][p][d]) + 1.49 * r2 * (hGB[s][d] - hX[s][p][d]);
                    hV[s][p][d] = v;
                    hX[s][p][d] += v;
                }
                hseed[s][p] = st;
                double f = rastrigin(hX[s][p]);
                if (f < hPBF[s][p]) { hPBF[s][p] = f; memcpy(hPB[s][p], hX[s][p], sizeof hPB[s][p]); }
            }
            int b = 0;
            for (int p = 1; p < NPART; p++) if (hPBF[s][p] < hPBF[s][b]) b = p;
            if (hPBF[s][b] < hGBF[s]) { hGBF[s] = hPBF[s][b]; memcpy(hGB[s], hPB[s][b], sizeof hGB[s]); }
        }
    double e = 0.0;
    for (int s = 0; s < NS; s++) {
        e = fmax(e, fabs(GBF[s] - hGBF[s]));
        for (int d = 0; d < D; d++) e = fmax(e, fabs(GB[s][d] - hGB[s][d]));
        for (int p = 0; p < NPART; p++) CHECK(seed[s][p] == hseed[s][p]);
    }
    CHECK(e < 1e-6);
    CHECK_DONE();
}
