/* Sparse Cholesky symbolic analysis as sparse-direct codes write it (spec 2.5.3 serial, 2.9
 * loop gang vector, 2.9.10 private, 2.6.5 data, 2.9.11 reduction, 2.12 atomic update): the
 * elimination tree (Liu's algorithm with path compression) is built in a `serial` region on
 * the device, then each row's pattern of L is found independently by walking the tree from
 * every a(i,j), j<i, with a private marker array; row counts are written per row, column
 * counts accumulated with `atomic update`, and nnz(L) is a sum reduction. Checked exactly
 * against the host's dense symbolic factorisation. */
#include <string.h>
#include "check.h"
#define N 120
#define MAXNZ 1200

int main(void)
{
    static unsigned char dense[N][N];
    static int rowp[N + 1], col[MAXNZ], parent[N], anc[N], rc[N], cc[N];
    int mark[N];
    unsigned r = 4242u;
    for (int i = 0; i < N; i++) {
        dense[i][i] = 1;
        if (i > 0) dense[i][i - 1] = 1;
        for (int k = 0; k < 3; k++) {
            r = r * 1664525u + 1013904223u;
            int j = (int)((r >> 12) % N);
            if (j < i && (r >> 28) < 6) dense[i][j] = 1;
        }
    }
    /* lower triangle, rows sorted (j < i only) */
    int nz = 0;
    for (int i = 0; i < N; i++) {
        rowp[i] = nz;
        for (int j = 0; j < i; j++) if (dense[i][j]) col[nz++] = j;
    }
    rowp[N] = nz;
    CHECK(nz < MAXNZ);
    for (int i = 0; i < N; i++) cc[i] = 0;
    long long lnz = 0;
#pragma acc data copyin(rowp, col[0:nz]) create(anc) copyout(parent, rc) copy(cc)
    {
#pragma acc serial present(rowp, col[0:nz], parent, anc)
        for (int i = 0; i < N; i++) {
            parent[i] = -1;
            anc[i] = -1;
            for (int p = rowp[i]; p < rowp[i + 1]; p++) {
                int j = col[p];
                while (j != -1 && j < i) {
                    int nxt = anc[j];
                    anc[j] = i;
                    if (nxt == -1) { parent[j] = i; break; }
                    j = nxt;
                }
            }
        }
#pragma acc parallel loop gang vector private(mark) reduction(+:lnz) present(rowp, col[0:nz], parent, rc, cc)
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < N; k++) mark[k] = 0;
            mark[i] = 1;
            int cnt = 1;
#pragma acc atomic update
            cc[i] += 1;
            for (int p = rowp[i]; p < rowp[i + 1]; p++) {
                for (int j = col[p]; j != -1 && !mark[j]; j = parent[j]) {
                    mark[j] = 1;
                    cnt++;
#pragma acc atomic update
                    cc[j] += 1;
                }
            }
            rc[i] = cnt;
            lnz += cnt;
        }
    }
    /* host: dense symbolic elimination */
    static unsigned char L[N][N];
    memcpy(L, dense, sizeof L);
    for (int k = 0; k < N; k++)
        for (int i = k + 1; i < N; i++)
            if (L[i][k])
                for (int j = k + 1; j < i; j++) if (L[j][k]) L[i][j] = 1;
    long long hl = 0;
    for (int i = 0; i < N; i++) {
        int rcount = 0, ccount = 0, par = -1;
        for (int j = 0; j <= i; j++) rcount += L[i][j];
        for (int k = i; k < N; k++) ccount += L[k][i];
        for (int k = i + 1; k < N; k++) if (L[k][i]) { par = k; break; }
        CHECK(rc[i] == rcount);
        CHECK(cc[i] == ccount);
        CHECK(parent[i] == par);
        hl += rcount;
    }
    CHECK(lnz == hl);
    CHECK(hl > 2 * N);
    CHECK_DONE();
}
