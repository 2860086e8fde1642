/* A 2-D nine-point smoothing stencil as performance-tuned OpenACC codes write it: the nest
 * `parallel loop tile(32,4)` (2.9.8), the neighbourhood named in a `cache` directive
 * (2.10) at the top of the inner loop body, the source and destination through `restrict`
 * pointers and a row-major macro, swapped between sweeps in a `data` region, a `tile(*,*)`
 * copy-back loop, and the final residual a `reduction(max:)` in a `kernels loop
 * independent tile(8,8)`. Checked against the host. */
#include <math.h>
#include "check.h"
#define NY 70
#define NX 130
#define A2(p, j, i) (p)[(j) * NX + (i)]

static void sweep(const float *restrict in, float *restrict out)
{
#pragma acc parallel loop tile(32, 4) present(in[0:NX*NY], out[0:NX*NY])
    for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++) {
#pragma acc cache(in[(j - 1) * NX + i - 1:3], in[j * NX + i - 1:3], in[(j + 1) * NX + i - 1:3])
            A2(out, j, i) = 0.25f * A2(in, j, i) +
                            0.125f * (A2(in, j - 1, i) + A2(in, j + 1, i) + A2(in, j, i - 1) + A2(in, j, i + 1)) +
                            0.0625f * (A2(in, j - 1, i - 1) + A2(in, j - 1, i + 1) + A2(in, j + 1, i - 1) + A2(in, j + 1, i + 1));
        }
}

int main(void)
{
    float *a = malloc(NX * NY * sizeof(float)), *b = malloc(NX * NY * sizeof(float));
    float *ha = malloc(NX * NY * sizeof(float)), *hb = malloc(NX * NY * sizeof(float));
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            A2(a, j, i) = A2(b, j, i) = A2(ha, j, i) = A2(hb, j, i) = (float)((i * 7 + j * 13) % 17) + (j == 0 ? 10.0f : 0.0f);
    for (int s = 0; s < 8; s++) {
        float *in = s % 2 ? hb : ha, *out = s % 2 ? ha : hb;
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++)
                A2(out, j, i) = 0.25f * A2(in, j, i) +
                                0.125f * (A2(in, j - 1, i) + A2(in, j + 1, i) + A2(in, j, i - 1) + A2(in, j, i + 1)) +
                                0.0625f * (A2(in, j - 1, i - 1) + A2(in, j - 1, i + 1) + A2(in, j + 1, i - 1) + A2(in, j + 1, i + 1));
    }
    float hres = 0.0f;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) hres = fmaxf(hres, fabsf(A2(ha, j, i) - A2(hb, j, i)));
    float res = 0.0f;
#pragma acc data copy(a[0:NX*NY], b[0:NX*NY])
    {
        for (int s = 0; s < 8; s++) {
            if (s % 2) sweep(b, a);
            else sweep(a, b);
        }
#pragma acc kernels loop independent tile(8, 8) present(a[0:NX*NY], b[0:NX*NY]) reduction(max:res)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) res = fmaxf(res, fabsf(A2(a, j, i) - A2(b, j, i)));
    }
    int bad = 0;
    for (int k = 0; k < NX * NY; k++)
        if (fabsf(a[k] - ha[k]) > 1e-4f || fabsf(b[k] - hb[k]) > 1e-4f) bad++;
    CHECK(bad == 0);
    CHECK(fabsf(res - hres) < 1e-4f);
    free(a); free(b); free(ha); free(hb);
    CHECK_DONE();
}
