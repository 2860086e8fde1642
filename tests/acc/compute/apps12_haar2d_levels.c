/* A multi-level 2-D Haar wavelet transform and its inverse, as image-compression codes port it
 * (spec 2.9.8 tile(*,*), 2.16 async/wait, 2.9.11 reduction, 2.7.6 present, 2.6.5 data): each
 * level transforms the top-left (n x n) block, rows then columns, each step a `parallel loop
 * tile(*, *)` from the image into a scratch array and back on queue 1 (the step's size shrinks
 * by half per level); small coefficients are thresholded with a `+` reduction counting the kept
 * ones; the inverse runs the levels backwards. Checked against the host and by the exact
 * reconstruction without thresholding. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define W 32
#define LEVELS 3

static void fwd_host(double *a, double *t, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n / 2; j++) {
            t[i * W + j] = 0.5 * (a[i * W + 2 * j] + a[i * W + 2 * j + 1]);
            t[i * W + n / 2 + j] = 0.5 * (a[i * W + 2 * j] - a[i * W + 2 * j + 1]);
        }
    for (int i = 0; i < n / 2; i++)
        for (int j = 0; j < n; j++) {
            a[i * W + j] = 0.5 * (t[2 * i * W + j] + t[(2 * i + 1) * W + j]);
            a[(n / 2 + i) * W + j] = 0.5 * (t[2 * i * W + j] - t[(2 * i + 1) * W + j]);
        }
}

static void transform(double *restrict a, double *restrict t, int inverse)
{
    for (int l = 0; l < LEVELS; l++) {
        int n = inverse ? W >> (LEVELS - 1 - l) : W >> l;
        if (!inverse) {
#pragma acc parallel loop tile(*, *) present(a[0:W * W], t[0:W * W]) async(1)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n / 2; j++) {
                    t[i * W + j] = 0.5 * (a[i * W + 2 * j] + a[i * W + 2 * j + 1]);
                    t[i * W + n / 2 + j] = 0.5 * (a[i * W + 2 * j] - a[i * W + 2 * j + 1]);
                }
#pragma acc parallel loop tile(*, *) present(a[0:W * W], t[0:W * W]) async(1)
            for (int i = 0; i < n / 2; i++)
                for (int j = 0; j < n; j++) {
                    a[i * W + j] = 0.5 * (t[2 * i * W + j] + t[(2 * i + 1) * W + j]);
                    a[(n / 2 + i) * W + j] = 0.5 * (t[2 * i * W + j] - t[(2 * i + 1) * W + j]);
                }
        } else {
#pragma acc parallel loop tile(*, *) present(a[0:W * W], t[0:W * W]) async(1)
            for (int i = 0; i < n / 2; i++)
                for (int j = 0; j < n; j++) {
                    t[2 * i * W + j] = a[i * W + j] + a[(n / 2 + i) * W + j];
                    t[(2 * i + 1) * W + j] = a[i * W + j] - a[(n / 2 + i) * W + j];
                }
#pragma acc parallel loop tile(*, *) present(a[0:W * W], t[0:W * W]) async(1)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n / 2; j++) {
                    a[i * W + 2 * j] = t[i * W + j] + t[i * W + n / 2 + j];
                    a[i * W + 2 * j + 1] = t[i * W + j] - t[i * W + n / 2 + j];
                }
        }
    }
#pragma acc wait(1)
}

int main(void)
{
    double *img = malloc(W * W * sizeof(double)), *orig = malloc(W * W * sizeof(double));
    double *t = malloc(W * W * sizeof(double)), *h = malloc(W * W * sizeof(double)), *coef = malloc(W * W * sizeof(double));
    for (int i = 0; i < W; i++)
        for (int j = 0; j < W; j++)
            orig[i * W + j] = img[i * W + j] = h[i * W + j] =
                ((i / 8 + j / 8) % 2 ? 200.0 : 40.0) + 20.0 * sin(0.2 * i) * cos(0.15 * j);
    int kept = 0;
    double err = 0;
#pragma acc data copy(img[0:W * W]) create(t[0:W * W]) copyout(coef[0:W * W])
    {
        transform(img, t, 0);
#pragma acc parallel loop present(img[0:W * W], coef[0:W * W])
        for (int k = 0; k < W * W; k++) coef[k] = img[k];
        transform(img, t, 1);
#pragma acc parallel loop reduction(max:err) present(img[0:W * W]) copyin(orig[0:W * W])
        for (int k = 0; k < W * W; k++) err = fmax(err, fabs(img[k] - orig[k]));
        /* compress: keep coefficients above 2, then reconstruct */
        transform(img, t, 0);
#pragma acc parallel loop reduction(+:kept) present(img[0:W * W])
        for (int k = 0; k < W * W; k++) {
            int big = fabs(img[k]) > 2.0 || k == 0;
            if (!big) img[k] = 0.0;
            kept += big;
        }
        transform(img, t, 1);
    }
    for (int l = 0; l < LEVELS; l++) fwd_host(h, t, W >> l);
    double md = 0, rms = 0;
    int hk = 0;
    for (int k = 0; k < W * W; k++) {
        md = fmax(md, fabs(coef[k] - h[k]));
        hk += fabs(h[k]) > 2.0 || k == 0;
        rms += (img[k] - orig[k]) * (img[k] - orig[k]);
    }
    CHECK(md < 1e-9);
    CHECK(err < 1e-9);
    CHECK(kept == hk && kept < W * W / 2);
    CHECK(sqrt(rms / (W * W)) < 5.0);
    free(img); free(orig); free(t); free(h); free(coef);
    CHECK_DONE();
}
