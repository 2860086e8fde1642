/* A batched 1-D radix-2 decimation-in-time FFT, as signal-processing codes port it: one gang per
 * signal, the bit-reversal permutation and each butterfly stage a `vector` loop inside the gang
 * (2.9.2, 2.9.4; the stage loop itself is sequential in the gang), data as an array of
 * `typedef struct { float re, im; } cplx` structs, complex products in `routine seq` helpers
 * that take and return structs by value (2.15.1), twiddles from `cosf`/`sinf` (math.h float)
 * computed in the kernel, the bit reversal by a `routine seq` on `unsigned`, a forward and an
 * inverse transform in one `data` region (2.6.5) and the round trip's error by
 * `reduction(max:)` (2.9.11). The spectrum must match a direct DFT computed in double on the
 * host, and the inverse must give the signal back. */
#include <math.h>
#include <string.h>
#include "check.h"

#define LOG2L 7
#define L (1 << LOG2L)
#define NS 24
#define PI_F 3.14159265358979f

typedef struct {
    float re, im;
} cplx;

#pragma acc routine seq
static inline cplx cmul(cplx a, cplx b)
{
    cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

#pragma acc routine seq
static inline cplx cadd(cplx a, cplx b)
{
    return (cplx){a.re + b.re, a.im + b.im};
}

#pragma acc routine seq
static inline cplx csub(cplx a, cplx b)
{
    return (cplx){a.re - b.re, a.im - b.im};
}

#pragma acc routine seq
static unsigned bitrev(unsigned x, int bits)
{
    unsigned r = 0;
    for (int b = 0; b < bits; b++) {
        r = (r << 1) | (x & 1u);
        x >>= 1;
    }
    return r;
}

/* sign = -1: forward; +1: inverse (unscaled). out[s] = FFT(in[s]) for every signal s. */
static void fft_batch(const cplx *restrict in, cplx *restrict out, int ns, float sign)
{
#pragma acc parallel loop gang present(in[0:ns * L], out[0:ns * L]) vector_length(32)
    for (int s = 0; s < ns; s++) {
        const cplx *x = in + (size_t)s * L;
        cplx *y = out + (size_t)s * L;
#pragma acc loop vector
        for (int i = 0; i < L; i++) y[bitrev((unsigned)i, LOG2L)] = x[i];
        for (int half = 1; half < L; half <<= 1) {
#pragma acc loop vector
            for (int t = 0; t < L / 2; t++) {
                int pos = t % half, i = (t / half) * 2 * half + pos, j = i + half;
                float ang = sign * PI_F * (float)pos / (float)half;
                cplx w = {cosf(ang), sinf(ang)};
                cplx v = cmul(w, y[j]);
                cplx u = y[i];
                y[i] = cadd(u, v);
                y[j] = csub(u, v);
            }
        }
    }
}

int main(void)
{
    cplx *sig = malloc(sizeof(cplx) * NS * L), *spec = malloc(sizeof(cplx) * NS * L);
    cplx *back = malloc(sizeof(cplx) * NS * L);
    for (int s = 0; s < NS; s++)
        for (int i = 0; i < L; i++) {
            float t = (float)i / L;
            sig[s * L + i].re = sinf(2 * PI_F * (s + 1) * t) + 0.5f * cosf(2 * PI_F * 7 * t) +
                                0.01f * (float)((i * 37 + s * 11) % 17);
            sig[s * L + i].im = (s % 3 == 0) ? 0.25f * sinf(2 * PI_F * 3 * t) : 0.0f;
        }
    float maxerr = 0.0f;
#pragma acc data copyin(sig[0:NS * L]) copyout(spec[0:NS * L], back[0:NS * L])
    {
        fft_batch(sig, spec, NS, -1.0f);
        fft_batch(spec, back, NS, 1.0f);
#pragma acc parallel loop gang vector present(sig[0:NS * L], back[0:NS * L]) reduction(max:maxerr)
        for (int k = 0; k < NS * L; k++) {
            back[k].re /= L;
            back[k].im /= L;
            maxerr = fmaxf(maxerr, fmaxf(fabsf(back[k].re - sig[k].re), fabsf(back[k].im - sig[k].im)));
        }
    }
    /* the direct DFT in double, on the host */
    double err = 0.0, scale = 0.0;
    for (int s = 0; s < NS; s++)
        for (int k = 0; k < L; k++) {
            double re = 0, im = 0;
            for (int i = 0; i < L; i++) {
                double a = -2.0 * M_PI * (double)((long)k * i % L) / L;
                re += sig[s * L + i].re * cos(a) - sig[s * L + i].im * sin(a);
                im += sig[s * L + i].re * sin(a) + sig[s * L + i].im * cos(a);
            }
            err = fmax(err, fmax(fabs(re - spec[s * L + k].re), fabs(im - spec[s * L + k].im)));
            scale = fmax(scale, hypot(re, im));
        }
    float rt = 0.0f;
    for (int k = 0; k < NS * L; k++)
        rt = fmaxf(rt, fmaxf(fabsf(back[k].re - sig[k].re), fabsf(back[k].im - sig[k].im)));
    CHECK(scale > 10.0);
    CHECK(err < 2e-5 * scale * LOG2L);
    CHECK(rt < 1e-4f);
    CHECK(fabsf(maxerr - rt) <= 1e-7f);
    printf("fft: %d signals of %d, |X - DFT| %.2e (scale %.1f), round trip %.2e\n", NS, L, err,
           scale, rt);
    CHECK_DONE();
}
