/* Particle binning (a counting sort by cell) as PIC and SPH codes port it: per-cell counts with
 * `atomic capture` (2.12) giving each particle its slot within the cell (`slot = count[c]++`),
 * an exclusive prefix sum of the counts in a `serial` region, the scatter of particle indices
 * into cell order, then a per-cell neighbour density sum over the 3x3 cells around each
 * particle's cell in a `parallel loop` with a `loop seq` walk of each cell's particles. The
 * slots within a cell depend on the order of the atomics, so the check sorts each cell's
 * list; the densities are checked against the host. */
#include <math.h>
#include "check.h"
#define NP 3000
#define NCX 16
#define NCELL (NCX * NCX)

static int cmpi(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    float *px = malloc(NP * sizeof(float)), *py = malloc(NP * sizeof(float)), *rho = malloc(NP * sizeof(float));
    int *cell = malloc(NP * sizeof(int)), *slot = malloc(NP * sizeof(int)), *sorted = malloc(NP * sizeof(int));
    int count[NCELL], start[NCELL + 1];
    unsigned s = 17u;
    for (int p = 0; p < NP; p++) {
        s = s * 1664525u + 1013904223u; px[p] = (s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u; py[p] = (s >> 8) / 16777216.0f * (0.5f + 0.5f * px[p]);
    }
    const float h = 1.0f / NCX;
#pragma acc data copyin(px[0:NP], py[0:NP]) copyout(rho[0:NP], sorted[0:NP], start, cell[0:NP]) create(slot[0:NP], count)
    {
#pragma acc parallel loop present(count)
        for (int c = 0; c < NCELL; c++) count[c] = 0;
#pragma acc parallel loop present(px, py, cell, slot, count)
        for (int p = 0; p < NP; p++) {
            int cx = (int)(px[p] / h), cy = (int)(py[p] / h);
            if (cx >= NCX) cx = NCX - 1;
            if (cy >= NCX) cy = NCX - 1;
            int c = cy * NCX + cx, k;
            cell[p] = c;
#pragma acc atomic capture
            k = count[c]++;
            slot[p] = k;
        }
#pragma acc serial present(count, start)
        {
            start[0] = 0;
            for (int c = 0; c < NCELL; c++) start[c + 1] = start[c] + count[c];
        }
#pragma acc parallel loop present(cell, slot, start, sorted)
        for (int p = 0; p < NP; p++) sorted[start[cell[p]] + slot[p]] = p;
#pragma acc parallel loop present(px, py, cell, start, sorted, rho)
        for (int p = 0; p < NP; p++) {
            int c = cell[p], cx = c % NCX, cy = c / NCX;
            float sum = 0.0f;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = cx + dx, ny = cy + dy;
                    if (nx < 0 || ny < 0 || nx >= NCX || ny >= NCX) continue;
                    int nc = ny * NCX + nx;
#pragma acc loop seq
                    for (int k = start[nc]; k < start[nc + 1]; k++) {
                        int q = sorted[k];
                        float rx = px[p] - px[q], ry = py[p] - py[q], r2 = rx * rx + ry * ry;
                        if (r2 < h * h) sum += (h * h - r2) * (h * h - r2);
                    }
                }
            rho[p] = sum;
        }
    }
    int bad = 0;
    int hcount[NCELL] = {0};
    for (int p = 0; p < NP; p++) {
        int cx = (int)(px[p] / h), cy = (int)(py[p] / h);
        if (cx >= NCX) cx = NCX - 1;
        if (cy >= NCX) cy = NCX - 1;
        if (cell[p] != cy * NCX + cx) bad++;
        hcount[cy * NCX + cx]++;
    }
    int acc = 0;
    for (int c = 0; c < NCELL; c++) {
        if (start[c] != acc) bad++;
        acc += hcount[c];
        qsort(sorted + start[c], hcount[c], sizeof(int), cmpi);
        for (int k = start[c]; k < start[c] + hcount[c]; k++)
            if (cell[sorted[k]] != c || (k > start[c] && sorted[k] <= sorted[k - 1])) bad++;
    }
    CHECK(start[NCELL] == NP);
    for (int p = 0; p < NP; p++) {
        float sum = 0.0f;
        for (int q = 0; q < NP; q++) {
            float rx = px[p] - px[q], ry = py[p] - py[q], r2 = rx * rx + ry * ry;
            int dcx = abs(cell[p] % NCX - cell[q] % NCX), dcy = abs(cell[p] / NCX - cell[q] / NCX);
            if (dcx <= 1 && dcy <= 1 && r2 < h * h) sum += (h * h - r2) * (h * h - r2);
        }
        if (fabsf(rho[p] - sum) > 1e-4f * (sum + 1e-9f)) bad++;
    }
    CHECK(bad == 0);
    free(px); free(py); free(rho); free(cell); free(slot); free(sorted);
    CHECK_DONE();
}
