/* OpenACC 3.3, 2.13 (declare) and 2.13.2 (create) with 2.14.4 (update): file-scope arrays and a
 * scalar in `declare create` are present for the whole program; the host's values reach the
 * device only through `update device`, and the device's only through `update self`; compute
 * regions and seq routines use them without data clauses (2.15.2: a routine may use a global
 * in declare create). */
#include "gpu_check.h"

static float coef[64];
static int nscale;
double accum[128];
#pragma acc declare create(coef, nscale)
#pragma acc declare create(accum)

#pragma acc routine seq
static float weight(int i) { return coef[i % 64] * nscale; }

#pragma acc routine seq
static void add_to(int i, double v) { accum[i] += v; }

int main(void) {
    for (int i = 0; i < 64; i++) coef[i] = i * 0.5f;
    nscale = 3;
    for (int i = 0; i < 128; i++) accum[i] = 1;
#pragma acc update device(coef, nscale, accum)

    static float out[1000];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 1000; i++) out[i] = weight(i) + coef[(i + 1) % 64];
    for (int i = 0; i < 1000; i++) CHECK(out[i] == (i % 64) * 0.5f * 3 + ((i + 1) % 64) * 0.5f);

#pragma acc parallel loop
    for (int i = 0; i < 128; i++) add_to(i, i * 2.0);
    /* the host copy is stale until update self on a discrete device */
    if (on_device()) CHECK(accum[5] == 1);
#pragma acc update self(accum[0:64])
    for (int i = 0; i < 64; i++) CHECK(accum[i] == 1 + i * 2.0);
    if (on_device()) CHECK(accum[100] == 1);
#pragma acc update self(accum[64:64])
    for (int i = 64; i < 128; i++) CHECK(accum[i] == 1 + i * 2.0);

    /* a device-side change of the scalar, seen by the next region, then by the host */
#pragma acc serial
    nscale = nscale * 10;
    static float out64[64];
#pragma acc parallel loop copyout(out64)
    for (int i = 0; i < 64; i++) out64[i] = weight(i);
    for (int i = 0; i < 64; i++) CHECK(out64[i] == i * 0.5f * 30);
    if (on_device()) CHECK(nscale == 3);
#pragma acc update self(nscale)
    CHECK(nscale == 30);
    CHECK_DONE();
}
