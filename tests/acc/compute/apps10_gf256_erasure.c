/* Reed-Solomon style erasure coding over GF(2^8) as storage systems offload it: the log and
 * exp tables `declare`d globals filled on the host and sent by `update device`, the field
 * multiply a `routine seq`, the Cauchy encoding matrix built by a `serial` region on the
 * device, parity stripes encoded by a `parallel loop gang vector collapse(2)` over (parity
 * block, byte) with an XOR accumulation over the data blocks, then two data blocks "lost" and
 * rebuilt from the survivors by a matrix the host inverts over GF(2^8) (Gauss-Jordan) and a
 * second device product; data regions with `present`. Checked: rebuilt blocks equal the
 * originals, the parity equals the host's encoding. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define K 6
#define M 3
#define BLK 1024

static unsigned char GEXP[512], GLOG[256];
#pragma acc declare create(GEXP, GLOG)

#pragma acc routine seq
static unsigned char gmul(unsigned char a, unsigned char b)
{
    if (!a || !b) return 0;
    return GEXP[GLOG[a] + GLOG[b]];
}

static unsigned char ginv(unsigned char a) { return GEXP[255 - GLOG[a]]; }

int main(void)
{
    unsigned x = 1;
    for (int i = 0; i < 255; i++) {
        GEXP[i] = GEXP[i + 255] = (unsigned char)x;
        GLOG[x] = (unsigned char)i;
        x <<= 1;
        if (x & 0x100) x ^= 0x11d;
    }
    GEXP[510] = GEXP[0]; GEXP[511] = GEXP[1];
#pragma acc update device(GEXP, GLOG)
    unsigned char *data = malloc(K * BLK), *par = malloc(M * BLK), enc[M][K];
    for (int i = 0; i < K * BLK; i++) data[i] = (unsigned char)((i * 2654435761u) >> 13);
#pragma acc data copyin(data[0:K*BLK]) copyout(par[0:M*BLK]) create(enc)
    {
#pragma acc serial present(enc)
        for (int r = 0; r < M; r++)
            for (int c = 0; c < K; c++) {
                unsigned char d = (unsigned char)((K + r) ^ c);   /* 1 / (x_r + y_c), x_r = K + r, y_c = c */
                enc[r][c] = GEXP[255 - GLOG[d]];
            }
#pragma acc update self(enc)
#pragma acc parallel loop gang vector collapse(2) present(data[0:K*BLK], par[0:M*BLK], enc)
        for (int r = 0; r < M; r++)
            for (int b = 0; b < BLK; b++) {
                unsigned char acc = 0;
                for (int c = 0; c < K; c++) acc ^= gmul(enc[r][c], data[c * BLK + b]);
                par[r * BLK + b] = acc;
            }
    }
    /* host encoding */
    int bad = 0;
    for (int r = 0; r < M; r++)
        for (int b = 0; b < BLK; b++) {
            unsigned char acc = 0;
            for (int c = 0; c < K; c++) acc ^= gmul(enc[r][c], data[c * BLK + b]);
            bad += acc != par[r * BLK + b];
        }
    /* lose data blocks 1 and 4; survivors: data 0,2,3,5 and parity 0,1 */
    const int lost[2] = {1, 4}, surv_d[K - 2] = {0, 2, 3, 5};
    unsigned char A[K][2 * K];   /* rows: the K surviving equations over the K unknown data blocks */
    memset(A, 0, sizeof A);
    for (int i = 0; i < K - 2; i++) A[i][surv_d[i]] = 1;
    for (int p = 0; p < 2; p++) for (int c = 0; c < K; c++) A[K - 2 + p][c] = enc[p][c];
    for (int i = 0; i < K; i++) A[i][K + i] = 1;
    for (int col = 0; col < K; col++) {
        int piv = col;
        while (!A[piv][col]) piv++;
        for (int j = 0; j < 2 * K; j++) { unsigned char t = A[col][j]; A[col][j] = A[piv][j]; A[piv][j] = t; }
        unsigned char iv = ginv(A[col][col]);
        for (int j = 0; j < 2 * K; j++) A[col][j] = gmul(A[col][j], iv);
        for (int i = 0; i < K; i++)
            if (i != col && A[i][col]) {
                unsigned char f = A[i][col];
                for (int j = 0; j < 2 * K; j++) A[i][j] ^= gmul(f, A[col][j]);
            }
    }
    unsigned char dec[2][K];   /* rows of the inverse giving the lost blocks from the survivors */
    for (int l = 0; l < 2; l++) for (int s = 0; s < K; s++) dec[l][s] = A[lost[l]][K + s];
    unsigned char *surv = malloc(K * BLK), *rec = malloc(2 * BLK);
    for (int i = 0; i < K - 2; i++) memcpy(surv + i * BLK, data + surv_d[i] * BLK, BLK);
    memcpy(surv + (K - 2) * BLK, par, 2 * BLK);
#pragma acc parallel loop collapse(2) copyin(surv[0:K*BLK], dec) copyout(rec[0:2*BLK])
    for (int l = 0; l < 2; l++)
        for (int b = 0; b < BLK; b++) {
            unsigned char acc = 0;
            for (int s = 0; s < K; s++) acc ^= gmul(dec[l][s], surv[s * BLK + b]);
            rec[l * BLK + b] = acc;
        }
    CHECK(bad == 0);
    CHECK(memcmp(rec, data + lost[0] * BLK, BLK) == 0);
    CHECK(memcmp(rec + BLK, data + lost[1] * BLK, BLK) == 0);
    free(data); free(par); free(surv); free(rec);
    CHECK_DONE();
}
