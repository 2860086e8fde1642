/* D8 flow routing on a digital elevation model as hydrology codes port it: the steepest-descent
 * receiver of every cell in a `kernels loop independent collapse(2)`, the in-degree of each cell
 * by `atomic update`, then flow accumulation by a topological (Kahn) sweep: each round a
 * `parallel loop` passes the accumulated area of every ready cell (in-degree 0, not done) to
 * its receiver with `atomic update` and lowers the receiver's count with `atomic capture`...
 * rounds until a `+` reduction says nothing moved. The number of outlets (cells without a
 * receiver) a `+` reduction; everything `present` in a `data` region. Checked against the
 * host's accumulation in order of falling height. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NY 40
#define NX 48

static const float *zkey;
static int by_height_desc(const void *a, const void *b)
{
    float za = zkey[*(const int *)a], zb = zkey[*(const int *)b];
    return za < zb ? 1 : za > zb ? -1 : 0;
}

int main(void)
{
    float *z = malloc(NY * NX * sizeof(float));
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++)
            z[i * NX + j] = 0.05f * (float)((i - 25) * (i - 25)) + 0.3f * (float)j +
                            2.0f * sinf(0.3f * (float)i) * cosf(0.21f * (float)j) + 0.001f * (float)((i * 31 + j * 17) % 13);
    int *restrict rcv = malloc(NY * NX * sizeof(int)), *restrict indeg = malloc(NY * NX * sizeof(int));
    double *restrict acc = malloc(NY * NX * sizeof(double));
    char *restrict done = malloc(NY * NX);
    int outlets = 0, rounds = 0;
#pragma acc data copyin(z[0:NY*NX]) create(indeg[0:NY*NX], done[0:NY*NX]) copyout(rcv[0:NY*NX], acc[0:NY*NX])
    {
#pragma acc kernels present(z[0:NY*NX], rcv[0:NY*NX], indeg[0:NY*NX], acc[0:NY*NX], done[0:NY*NX])
        {
#pragma acc loop independent collapse(2)
            for (int i = 0; i < NY; i++)
                for (int j = 0; j < NX; j++) {
                    int p = i * NX + j, best = -1;
                    float drop = 0.0f;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++) {
                            int y = i + di, x = j + dj;
                            if ((di == 0 && dj == 0) || y < 0 || y >= NY || x < 0 || x >= NX) continue;
                            float d = (z[p] - z[y * NX + x]) / ((di && dj) ? 1.41421356f : 1.0f);
                            if (d > drop) { drop = d; best = y * NX + x; }
                        }
                    rcv[p] = best;
                    indeg[p] = 0;
                    acc[p] = 1.0;
                    done[p] = 0;
                }
        }
#pragma acc parallel loop present(rcv[0:NY*NX], indeg[0:NY*NX]) reduction(+:outlets)
        for (int p = 0; p < NY * NX; p++) {
            int r = rcv[p];
            if (r >= 0) {
#pragma acc atomic update
                indeg[r]++;
            } else
                outlets++;
        }
        int moved = 1;
        while (moved) {
            moved = 0;
            /* ready cells pass their area on; the receiver becomes ready next round at the
               earliest (its count drops now, its done flag is checked against this round's mark) */
#pragma acc parallel loop present(rcv[0:NY*NX], indeg[0:NY*NX], acc[0:NY*NX], done[0:NY*NX]) reduction(+:moved)
            for (int p = 0; p < NY * NX; p++) {
                if (done[p] || indeg[p] != 0) continue;
                done[p] = 1;
                moved++;
            }
#pragma acc parallel loop present(rcv[0:NY*NX], indeg[0:NY*NX], acc[0:NY*NX], done[0:NY*NX])
            for (int p = 0; p < NY * NX; p++) {
                if (done[p] != 1) continue;
                done[p] = 2;
                int r = rcv[p];
                if (r < 0) continue;
                double a = acc[p];
#pragma acc atomic update
                acc[r] += a;
                int left;
#pragma acc atomic capture
                left = --indeg[r];
                (void)left;
            }
            rounds++;
        }
    }
    int hout = 0, bad = 0;
    double *memo = malloc(NY * NX * sizeof(double)), maxa = 0;
    int *order = malloc(NY * NX * sizeof(int));
    for (int p = 0; p < NY * NX; p++) { order[p] = p; memo[p] = 1.0; }
    zkey = z;
    qsort(order, NY * NX, sizeof(int), by_height_desc); /* receivers are strictly lower */
    for (int k = 0; k < NY * NX; k++) if (rcv[order[k]] >= 0) memo[rcv[order[k]]] += memo[order[k]];
    for (int p = 0; p < NY * NX; p++) {
        hout += rcv[p] < 0;
        bad += fabs(memo[p] - acc[p]) > 1e-9 * memo[p];
        if (memo[p] > maxa) maxa = memo[p];
    }
    free(order);
    CHECK(bad == 0);
    CHECK(outlets == hout && outlets > 0);
    CHECK(maxa > 100 && rounds > 10);
    free(z); free(rcv); free(indeg); free(acc); free(done); free(memo);
    CHECK_DONE();
}
