/* A mini SPEC ACCEL omriq (Parboil MRI-Q): the Q matrix of a non-Cartesian MRI scan in single
 * precision. The k-space samples are an array of structs (`struct kValues`) copied in by a
 * `data` region (2.6.5, 2.7.7); ComputePhiMag is a `parallel loop` over them, ComputeQ a
 * `parallel loop gang vector` over the voxels whose inner loop over every sample sums into two
 * float scalars with a `routine seq` helper for the phase (2.15.1), using sinf/cosf; the
 * k-space is processed in chunks as omriq does (KERNEL_Q_K_ELEMS_PER_GRID), each chunk's
 * struct array reached through a pointer into the whole with `present` (2.7.6), the voxels
 * split in two halves on `async(1)` and `async(2)` joined by `wait` (2.16). A `kernels` region
 * (2.5.2) computes the image magnitude's `max` and sum reductions. Verified against a plain-C
 * run (relative tolerance: the device's sinf/cosf may differ from glibc's in the last place). */
#include <math.h>
#include <stdlib.h>
#include "check.h"

#define NUMK 384
#define NUMX 512
#define CHUNK 128
#define PIx2 6.2831853071795864769252867665590058f

struct kValues {
    float Kx, Ky, Kz, PhiMag;
};

#pragma acc routine seq
static inline float phase(const struct kValues *k, float x, float y, float z)
{
    return PIx2 * (k->Kx * x + k->Ky * y + k->Kz * z);
}

static void compute_phi_mag(int numK, const float *restrict phiR, const float *restrict phiI,
                            float *restrict phiMag)
{
#pragma acc parallel loop present(phiR[0:numK], phiI[0:numK], phiMag[0:numK])
    for (int k = 0; k < numK; k++)
        phiMag[k] = phiR[k] * phiR[k] + phiI[k] * phiI[k];
}

static void compute_q(int numK, int first, const struct kValues *restrict kv, int lo, int hi,
                      const float *restrict x, const float *restrict y, const float *restrict z,
                      float *restrict Qr, float *restrict Qi, int q)
{
#pragma acc parallel loop gang vector present(kv[0:numK], x[0:NUMX], y[0:NUMX], z[0:NUMX], Qr[0:NUMX], Qi[0:NUMX]) async(q)
    for (int n = lo; n < hi; n++) {
        float qr = first ? 0.0f : Qr[n], qi = first ? 0.0f : Qi[n];
        for (int k = 0; k < numK; k++) {
            float e = phase(&kv[k], x[n], y[n], z[n]);
            qr += kv[k].PhiMag * cosf(e);
            qi += kv[k].PhiMag * sinf(e);
        }
        Qr[n] = qr;
        Qi[n] = qi;
    }
}

static float frand(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return (float)((*s >> 8) & 0xffff) / 65536.0f - 0.5f;
}

int main(void)
{
    unsigned seed = 12345;
    float *kx = malloc(NUMK * sizeof(float)), *ky = malloc(NUMK * sizeof(float)),
          *kz = malloc(NUMK * sizeof(float));
    float *phiR = malloc(NUMK * sizeof(float)), *phiI = malloc(NUMK * sizeof(float)),
          *phiMag = malloc(NUMK * sizeof(float));
    float *x = malloc(NUMX * sizeof(float)), *y = malloc(NUMX * sizeof(float)),
          *z = malloc(NUMX * sizeof(float));
    float *Qr = malloc(NUMX * sizeof(float)), *Qi = malloc(NUMX * sizeof(float));
    struct kValues *kVals = malloc(NUMK * sizeof(struct kValues));
    for (int k = 0; k < NUMK; k++) {
        kx[k] = frand(&seed);
        ky[k] = frand(&seed);
        kz[k] = frand(&seed);
        phiR[k] = frand(&seed);
        phiI[k] = frand(&seed);
    }
    for (int n = 0; n < NUMX; n++) {
        x[n] = 4.0f * frand(&seed);
        y[n] = 4.0f * frand(&seed);
        z[n] = 4.0f * frand(&seed);
    }
    float maxmag = 0.0f;
    double summag = 0.0;
#pragma acc data copyin(phiR[0:NUMK], phiI[0:NUMK], x[0:NUMX], y[0:NUMX], z[0:NUMX]) \
    create(phiMag[0:NUMK], kVals[0:NUMK]) copyout(Qr[0:NUMX], Qi[0:NUMX])
    {
        compute_phi_mag(NUMK, phiR, phiI, phiMag);
#pragma acc update self(phiMag[0:NUMK])
        for (int k = 0; k < NUMK; k++) {
            kVals[k].Kx = kx[k];
            kVals[k].Ky = ky[k];
            kVals[k].Kz = kz[k];
            kVals[k].PhiMag = phiMag[k];
        }
#pragma acc update device(kVals[0:NUMK])
        for (int c = 0; c < NUMK; c += CHUNK) {
            int nk = NUMK - c < CHUNK ? NUMK - c : CHUNK;
            compute_q(nk, c == 0, kVals + c, 0, NUMX / 2, x, y, z, Qr, Qi, 1);
            compute_q(nk, c == 0, kVals + c, NUMX / 2, NUMX, x, y, z, Qr, Qi, 2);
        }
#pragma acc wait
#pragma acc kernels present(Qr[0:NUMX], Qi[0:NUMX])
        for (int n = 0; n < NUMX; n++) {
            float m = sqrtf(Qr[n] * Qr[n] + Qi[n] * Qi[n]);
            maxmag = fmaxf(maxmag, m);
            summag += m;
        }
    }
    /* plain C */
    float *hQr = malloc(NUMX * sizeof(float)), *hQi = malloc(NUMX * sizeof(float));
    float hmax = 0.0f;
    double hsum = 0.0;
    for (int n = 0; n < NUMX; n++) {
        float qr = 0.0f, qi = 0.0f;
        for (int k = 0; k < NUMK; k++) {
            float pm = phiR[k] * phiR[k] + phiI[k] * phiI[k];
            float e = PIx2 * (kx[k] * x[n] + ky[k] * y[n] + kz[k] * z[n]);
            qr += pm * cosf(e);
            qi += pm * sinf(e);
        }
        hQr[n] = qr;
        hQi[n] = qi;
        float m = sqrtf(qr * qr + qi * qi);
        hmax = fmaxf(hmax, m);
        hsum += m;
    }
    double md = 0.0;
    for (int n = 0; n < NUMX; n++) {
        md = fmax(md, fabs(Qr[n] - hQr[n]));
        md = fmax(md, fabs(Qi[n] - hQi[n]));
    }
    if (md > 1e-3)
        fprintf(stderr, "max |Q - host Q| = %g\n", md);
    CHECK(md <= 1e-3);
    CHECK(fabsf(maxmag - hmax) <= 1e-4f * hmax);
    CHECK(fabs(summag - hsum) <= 1e-4 * hsum);
    CHECK(hmax > 0.0f);
    CHECK_DONE();
}
