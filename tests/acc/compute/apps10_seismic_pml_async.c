/* A 2-D acoustic seismic model with a damping absorbing layer (a simple PML-style sponge
 * profile), 4th-order in space, written as exploration codes pipeline it: the model arrays
 * `enter data copyin(...) async(1)` and the wavefield `enter data create(...) async(2)` with a
 * `wait(2) async(1)` joining the queues (2.16.3), the leapfrog update a `parallel loop
 * collapse(2) async(1)` nest with the stencil coefficients a file-scope `const` table, the Ricker
 * source injected by an `async(1) serial` region, the receiver line sampled into a seismogram
 * every RS steps by a `parallel loop async(1)`, the seismogram brought back with `update self
 * ... async(1)` and a final `wait(1)`; `exit data` at the end. Checked against the host model. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NZ 72
#define NX 80
#define NPML 12
#define NT 140
#define RS 5
#define I2(z, x) ((z) * NX + (x))

static const float C4[3] = {-2.5f, 4.0f / 3.0f, -1.0f / 12.0f};

static float ricker(int it)
{
    float t = (it - 25) * 0.002f, a = 3.14159265f * 25.0f * t;
    return (1 - 2 * a * a) * expf(-a * a);
}

static void host_model(const float *v2, const float *damp, float *seis)
{
    float *p0 = calloc(NZ * NX, sizeof(float)), *p1 = calloc(NZ * NX, sizeof(float));
    for (int it = 0; it < NT; it++) {
        for (int z = 2; z < NZ - 2; z++)
            for (int x = 2; x < NX - 2; x++) {
                float lap = 2 * C4[0] * p1[I2(z, x)] + C4[1] * (p1[I2(z - 1, x)] + p1[I2(z + 1, x)] + p1[I2(z, x - 1)] + p1[I2(z, x + 1)]) +
                            C4[2] * (p1[I2(z - 2, x)] + p1[I2(z + 2, x)] + p1[I2(z, x - 2)] + p1[I2(z, x + 2)]);
                float d = damp[I2(z, x)];
                p0[I2(z, x)] = ((2 - d * d) * p1[I2(z, x)] - (1 - d) * p0[I2(z, x)] + v2[I2(z, x)] * lap) / (1 + d);
            }
        p0[I2(NPML + 2, NX / 2)] += ricker(it);
        if (it % RS == 0)
            for (int x = 0; x < NX; x++) seis[(it / RS) * NX + x] = p0[I2(NPML + 6, x)];
        float *t = p0; p0 = p1; p1 = t;
    }
    free(p0); free(p1);
}

int main(void)
{
    float *v2 = malloc(NZ * NX * sizeof(float)), *damp = malloc(NZ * NX * sizeof(float));
    float *p0 = calloc(NZ * NX, sizeof(float)), *p1 = calloc(NZ * NX, sizeof(float));
    const int NR = (NT + RS - 1) / RS;
    float *seis = malloc(NR * NX * sizeof(float)), *href = malloc(NR * NX * sizeof(float));
    for (int z = 0; z < NZ; z++)
        for (int x = 0; x < NX; x++) {
            float vel = z < NZ / 2 ? 1500.0f : 2200.0f, dt = 0.001f, h = 5.0f;
            v2[I2(z, x)] = vel * vel * dt * dt / (h * h);
            int dz = z < NPML ? NPML - z : z >= NZ - NPML ? z - (NZ - NPML - 1) : 0;
            int dx = x < NPML ? NPML - x : x >= NX - NPML ? x - (NX - NPML - 1) : 0;
            float r = (float)(dz > dx ? dz : dx) / NPML;
            damp[I2(z, x)] = 0.3f * r * r;
        }
#pragma acc enter data copyin(v2[0:NZ*NX], damp[0:NZ*NX]) async(1)
#pragma acc enter data copyin(p0[0:NZ*NX], p1[0:NZ*NX]) create(seis[0:NR*NX]) async(2)
#pragma acc wait(2) async(1)
    float *a = p0, *b = p1;
    for (int it = 0; it < NT; it++) {
#pragma acc parallel loop collapse(2) present(a[0:NZ*NX], b[0:NZ*NX], v2[0:NZ*NX], damp[0:NZ*NX]) async(1)
        for (int z = 2; z < NZ - 2; z++)
            for (int x = 2; x < NX - 2; x++) {
                float lap = 2 * C4[0] * b[I2(z, x)] + C4[1] * (b[I2(z - 1, x)] + b[I2(z + 1, x)] + b[I2(z, x - 1)] + b[I2(z, x + 1)]) +
                            C4[2] * (b[I2(z - 2, x)] + b[I2(z + 2, x)] + b[I2(z, x - 2)] + b[I2(z, x + 2)]);
                float d = damp[I2(z, x)];
                a[I2(z, x)] = ((2 - d * d) * b[I2(z, x)] - (1 - d) * a[I2(z, x)] + v2[I2(z, x)] * lap) / (1 + d);
            }
        float src = ricker(it);
#pragma acc serial present(a[0:NZ*NX]) async(1)
        a[I2(NPML + 2, NX / 2)] += src;
        if (it % RS == 0) {
            int row = it / RS;
#pragma acc parallel loop present(a[0:NZ*NX], seis[0:NR*NX]) async(1)
            for (int x = 0; x < NX; x++) seis[row * NX + x] = a[I2(NPML + 6, x)];
        }
        float *t = a; a = b; b = t;
    }
#pragma acc update self(seis[0:NR*NX]) async(1)
#pragma acc wait(1)
#pragma acc exit data delete(v2[0:NZ*NX], damp[0:NZ*NX], p0[0:NZ*NX], p1[0:NZ*NX], seis[0:NR*NX])
    host_model(v2, damp, href);
    float err = 0, amp = 0;
    for (int k = 0; k < NR * NX; k++) { err = fmaxf(err, fabsf(seis[k] - href[k])); amp = fmaxf(amp, fabsf(href[k])); }
    CHECK(amp > 1e-3f);
    CHECK(err < 1e-4f * amp);
    free(v2); free(damp); free(p0); free(p1); free(seis); free(href);
    CHECK_DONE();
}
