/* Otsu thresholding and Harris corners as a vision pipeline offloads them: the 256-bin
 * histogram by an array reduction (`reduction(+:hist[0:256])`, 2.5.15), the between-class
 * variance of every threshold in a `parallel loop` whose best threshold is a `max` reduction
 * of a packed (variance, threshold) key; Harris' structure tensor from Sobel gradients with a
 * `tile(8,8)` nest (2.9.8), the response in a second nest, and corners (local maxima above a
 * threshold) appended to a list with `atomic capture` (2.12) and sorted on the host. Checked
 * against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define H 72
#define W 100
#define MAXC 512

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    unsigned char *img = malloc(H * W);
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            int in = (i > 20 && i < 60 && j > 30 && j < 90) || (i > 5 && i < 15 && j > 5 && j < 25);
            img[i * W + j] = (unsigned char)((in ? 170 : 60) + (i * 13 + j * 7) % 23);
        }
    int hist[256] = {0};
    long long best = 0;
    float *gxx = malloc(H * W * sizeof(float)), *gyy = malloc(H * W * sizeof(float)), *gxy = malloc(H * W * sizeof(float));
    float *R = malloc(H * W * sizeof(float));
    int corners[MAXC], nc = 0;
#pragma acc data copyin(img[0:H*W]) create(gxx[0:H*W], gyy[0:H*W], gxy[0:H*W], R[0:H*W]) copyout(corners) copy(nc)
    {
#pragma acc parallel loop present(img[0:H*W]) reduction(+:hist[0:256])
        for (int p = 0; p < H * W; p++) hist[img[p]]++;
#pragma acc parallel loop copyin(hist) reduction(max:best)
        for (int t = 1; t < 256; t++) {
            double w0 = 0, m0 = 0, w1 = 0, m1 = 0;
            for (int v = 0; v < 256; v++) {
                if (v < t) { w0 += hist[v]; m0 += (double)v * hist[v]; }
                else { w1 += hist[v]; m1 += (double)v * hist[v]; }
            }
            if (w0 == 0 || w1 == 0) continue;
            double d = m0 / w0 - m1 / w1, var = w0 * w1 * d * d / ((double)H * W * H * W);
            long long key = ((long long)(var * 1000.0) << 8) | t;
            if (key > best) best = key;
        }
#pragma acc parallel loop tile(8, 8) present(img[0:H*W], gxx[0:H*W], gyy[0:H*W], gxy[0:H*W])
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                float gx = 0, gy = 0;
                if (i > 0 && i < H - 1 && j > 0 && j < W - 1) {
#define P(a, b) ((float)img[(i + (a)) * W + j + (b)])
                    gx = P(-1, 1) + 2 * P(0, 1) + P(1, 1) - P(-1, -1) - 2 * P(0, -1) - P(1, -1);
                    gy = P(1, -1) + 2 * P(1, 0) + P(1, 1) - P(-1, -1) - 2 * P(-1, 0) - P(-1, 1);
#undef P
                }
                gxx[i * W + j] = gx * gx; gyy[i * W + j] = gy * gy; gxy[i * W + j] = gx * gy;
            }
#pragma acc parallel loop collapse(2) present(gxx[0:H*W], gyy[0:H*W], gxy[0:H*W], R[0:H*W])
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                float a = 0, b = 0, c = 0;
                for (int u = -1; u <= 1; u++)
                    for (int v = -1; v <= 1; v++) {
                        int y = i + u, x = j + v;
                        if (y < 0 || y >= H || x < 0 || x >= W) continue;
                        a += gxx[y * W + x]; b += gyy[y * W + x]; c += gxy[y * W + x];
                    }
                R[i * W + j] = a * b - c * c - 0.05f * (a + b) * (a + b);
            }
#pragma acc parallel loop collapse(2) present(R[0:H*W], corners, nc)
        for (int i = 2; i < H - 2; i++)
            for (int j = 2; j < W - 2; j++) {
                float r = R[i * W + j];
                if (r < 1e9f) continue;
                int mx = 1;
                for (int u = -2; u <= 2; u++)
                    for (int v = -2; v <= 2; v++)
                        if ((u || v) && (R[(i + u) * W + j + v] > r || (R[(i + u) * W + j + v] == r && (u < 0 || (u == 0 && v < 0))))) mx = 0;
                if (mx) {
                    int slot;
#pragma acc atomic capture
                    slot = nc++;
                    if (slot < MAXC) corners[slot] = i * W + j;
                }
            }
    }
    /* host */
    int hh[256] = {0};
    for (int p = 0; p < H * W; p++) hh[img[p]]++;
    int bad = 0;
    for (int v = 0; v < 256; v++) bad += hh[v] != hist[v];
    long long hb = 0;
    for (int t = 1; t < 256; t++) {
        double w0 = 0, m0 = 0, w1 = 0, m1 = 0;
        for (int v = 0; v < 256; v++) {
            if (v < t) { w0 += hh[v]; m0 += (double)v * hh[v]; } else { w1 += hh[v]; m1 += (double)v * hh[v]; }
        }
        if (w0 == 0 || w1 == 0) continue;
        double d = m0 / w0 - m1 / w1, var = w0 * w1 * d * d / ((double)H * W * H * W);
        long long key = ((long long)(var * 1000.0) << 8) | t;
        if (key > hb) hb = key;
    }
    int thr = (int)(best & 255);
    CHECK(bad == 0 && best == hb);
    CHECK(thr > 80 && thr < 171);
    CHECK(nc >= 4 && nc <= MAXC);
    qsort(corners, nc, sizeof(int), cmp_int);
    /* corners of the big rectangle must be among them */
    int found = 0;
    for (int k = 0; k < nc; k++) {
        int i = corners[k] / W, j = corners[k] % W;
        if ((abs(i - 21) <= 2 || abs(i - 59) <= 2) && (abs(j - 31) <= 2 || abs(j - 89) <= 2)) found++;
    }
    CHECK(found >= 4);
    free(img); free(gxx); free(gyy); free(gxy); free(R);
    CHECK_DONE();
}
