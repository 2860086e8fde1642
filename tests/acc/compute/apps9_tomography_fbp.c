/* Parallel-beam tomography as reconstruction codes write it: the forward projection
 * (sinogram) of a phantom by ray marching with bilinear sampling, one (angle, detector) pair
 * per iteration of `kernels loop independent collapse(2)` (2.11); a ramp filter (Ram-Lak,
 * spatial-domain kernel) over each projection in a `parallel loop gang` with a `loop vector`
 * inside (2.9); the back-projection one pixel per iteration of `parallel loop collapse(2)` with
 * a sequential loop over angles and linear interpolation on the detector; the angles'
 * cosines and sines `declare create` globals filled on the device (2.13). Checked against the
 * host's run and by the reconstruction's correlation with the phantom. */
#include <math.h>
#include "check.h"
#define NPIX 32
#define NANG 36
#define NDET 45
double cs[NANG], sn[NANG];
#pragma acc declare create(cs, sn)

#pragma acc routine seq
static double sample(const double *img, double x, double y)
{
    if (x < 0 || y < 0 || x > NPIX - 1 || y > NPIX - 1) return 0.0;
    int i = (int)x, j = (int)y;
    if (i == NPIX - 1) i--;
    if (j == NPIX - 1) j--;
    double a = x - i, b = y - j;
    return (1 - a) * (1 - b) * img[j * NPIX + i] + a * (1 - b) * img[j * NPIX + i + 1] +
           (1 - a) * b * img[(j + 1) * NPIX + i] + a * b * img[(j + 1) * NPIX + i + 1];
}

static void reconstruct(const double *restrict img, double *restrict sino, double *restrict filt, double *restrict rec, int on_host)
{
    const double c = (NPIX - 1) / 2.0, dc = (NDET - 1) / 2.0;
#pragma acc kernels present(img[0:NPIX*NPIX], sino[0:NANG*NDET], cs, sn) if(!on_host)
    {
#pragma acc loop independent collapse(2)
        for (int a = 0; a < NANG; a++)
            for (int d = 0; d < NDET; d++) {
                double s = d - dc, acc = 0.0;
                for (int k = -NDET / 2; k <= NDET / 2; k++) {
                    double x = c + s * cs[a] - k * sn[a], y = c + s * sn[a] + k * cs[a];
                    acc += sample(img, x, y);
                }
                sino[a * NDET + d] = acc;
            }
    }
#pragma acc parallel loop gang present(sino[0:NANG*NDET], filt[0:NANG*NDET]) if(!on_host)
    for (int a = 0; a < NANG; a++) {
#pragma acc loop vector
        for (int d = 0; d < NDET; d++) {
            double s = 0.25 * sino[a * NDET + d];
            for (int m = 1; m < NDET; m += 2) {
                double h = -1.0 / (3.14159265358979 * 3.14159265358979 * m * m);
                if (d - m >= 0) s += h * sino[a * NDET + d - m];
                if (d + m < NDET) s += h * sino[a * NDET + d + m];
            }
            filt[a * NDET + d] = s;
        }
    }
#pragma acc parallel loop collapse(2) present(filt[0:NANG*NDET], rec[0:NPIX*NPIX], cs, sn) if(!on_host)
    for (int j = 0; j < NPIX; j++)
        for (int i = 0; i < NPIX; i++) {
            double v = 0.0;
            for (int a = 0; a < NANG; a++) {
                double t = (i - c) * cs[a] + (j - c) * sn[a] + dc;
                int d0 = (int)floor(t);
                double w = t - d0;
                if (d0 >= 0 && d0 + 1 < NDET) v += (1 - w) * filt[a * NDET + d0] + w * filt[a * NDET + d0 + 1];
            }
            rec[j * NPIX + i] = v * 3.14159265358979 / NANG;
        }
}

int main(void)
{
    static double img[NPIX * NPIX], sino[NANG * NDET], filt[NANG * NDET], rec[NPIX * NPIX];
    static double hsino[NANG * NDET], hfilt[NANG * NDET], hrec[NPIX * NPIX];
    for (int j = 0; j < NPIX; j++)
        for (int i = 0; i < NPIX; i++) {
            double x = (i - 15.5) / 12.0, y = (j - 15.5) / 10.0, x2 = (i - 19.0) / 4.0, y2 = (j - 13.0) / 5.0;
            img[j * NPIX + i] = (x * x + y * y < 1.0) + 0.5 * (x2 * x2 + y2 * y2 < 1.0);
        }
#pragma acc parallel loop present(cs, sn)
    for (int a = 0; a < NANG; a++) { cs[a] = cos(3.14159265358979 * a / NANG); sn[a] = sin(3.14159265358979 * a / NANG); }
#pragma acc update self(cs, sn)
#pragma acc data copyin(img) copyout(sino, filt, rec)
    reconstruct(img, sino, filt, rec, 0);
    /* the same function with every construct's if(false): the local thread, host memory (2.5) */
    reconstruct(img, hsino, hfilt, hrec, 1);
    double e = 0.0, sxy = 0.0, sxx = 0.0, syy = 0.0, mx = 0.0, my = 0.0;
    for (int k = 0; k < NANG * NDET; k++) e = fmax(e, fabs(sino[k] - hsino[k]) + fabs(filt[k] - hfilt[k]));
    for (int k = 0; k < NPIX * NPIX; k++) { e = fmax(e, fabs(rec[k] - hrec[k])); mx += img[k]; my += rec[k]; }
    mx /= NPIX * NPIX; my /= NPIX * NPIX;
    for (int k = 0; k < NPIX * NPIX; k++) {
        sxy += (img[k] - mx) * (rec[k] - my); sxx += (img[k] - mx) * (img[k] - mx); syy += (rec[k] - my) * (rec[k] - my);
    }
    CHECK(e < 1e-9);
    CHECK(sxy / sqrt(sxx * syy) > 0.8);
    CHECK_DONE();
}
