/* A polyphase-free FIR filter bank as DSP codes write it (spec 2.13.1 declare create, 2.8
 * host_data use_device, 2.7.4 deviceptr, 2.14.4 update device/self, 2.5.3 kernels without
 * independent): the taps and the signal are `declare create` globals filled by `update
 * device`; a helper taking raw device pointers (`deviceptr`) is called with addresses from
 * `host_data use_device`; band energies come from a `kernels` loop that the compiler must
 * prove parallel itself (restrict pointers). Checked against the host with tolerances. */
#include <math.h>
#include "check.h"
#define NB 8
#define NTAP 33
#define NSIG 512
#define NOUT (NSIG - NTAP + 1)

float taps[NB * NTAP];
float sig[NSIG];
float outb[NB * NOUT];
#pragma acc declare create(taps, sig, outb)

static void filter_dev(const float *t, const float *x, float *y)
{
#pragma acc parallel loop gang vector collapse(2) deviceptr(t, x, y)
    for (int b = 0; b < NB; b++)
        for (int n = 0; n < NOUT; n++) {
            float acc = 0.0f;
            for (int k = 0; k < NTAP; k++) acc += t[b * NTAP + k] * x[n + k];
            y[b * NOUT + n] = acc;
        }
}

static void energy(const float *restrict y, float *restrict e)
{
#pragma acc kernels copyout(e[0:NB]) present(y[0:NB * NOUT])
    for (int b = 0; b < NB; b++) {
        float s = 0.0f;
        for (int n = 0; n < NOUT; n++) s += y[b * NOUT + n] * y[b * NOUT + n];
        e[b] = s / NOUT;
    }
}

int main(void)
{
    static float hy[NB * NOUT];
    float e[NB], he[NB];
    for (int b = 0; b < NB; b++) {
        double fc = 0.03 + 0.05 * b;
        for (int k = 0; k < NTAP; k++) {
            int m = k - NTAP / 2;
            double h = m == 0 ? 2 * fc : sin(2 * 3.14159265358979 * fc * m) / (3.14159265358979 * m);
            taps[b * NTAP + k] = (float)(h * (0.54 - 0.46 * cos(2 * 3.14159265358979 * k / (NTAP - 1))));
        }
    }
    for (int n = 0; n < NSIG; n++) sig[n] = (float)(sin(0.2 * n) + 0.5 * sin(1.1 * n) + 0.25 * cos(2.3 * n));
#pragma acc update device(taps, sig)
#pragma acc host_data use_device(taps, sig, outb)
    filter_dev(taps, sig, outb);
    energy(outb, e);
#pragma acc update self(outb)
    for (int b = 0; b < NB; b++) {
        double s = 0.0;
        for (int n = 0; n < NOUT; n++) {
            float acc = 0.0f;
            for (int k = 0; k < NTAP; k++) acc += taps[b * NTAP + k] * sig[n + k];
            hy[b * NOUT + n] = acc;
            s += (double)acc * acc;
        }
        he[b] = (float)(s / NOUT);
    }
    for (int n = 0; n < NB * NOUT; n++) CHECK(fabsf(outb[n] - hy[n]) < 1e-4f);
    for (int b = 0; b < NB; b++) CHECK(fabsf(e[b] - he[b]) < 1e-3f * (he[b] + 1e-3f));
    CHECK_DONE();
}
