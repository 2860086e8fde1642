/* OpenACC 3.3, 2.12: x and v of an atomic capture or read are scalars; a complex x captured
 * into a real v (`{ n = z; z += 1; }`) converts the value as an assignment does (C11 6.3.1.7: its real
 * part). The kernel's complex class has no conversion to a real type, and NVRTC rejected the
 * generated CUDA ("no suitable conversion function from __oxacc_cx<double> to int").
 * (gcc -fopenacc refuses atomics on complex types: "invalid expression type".) */
#include "check.h"
#include <complex.h>

int main(void) {
    double _Complex z = 0;
    float _Complex w = 2.0f * I;
    int n[64], r[64];
    double d[64];
    _Bool b[64];
#pragma acc parallel loop copy(z, w) copyout(n, d, b, r)
    for (int i = 0; i < 64; i++) {
#pragma acc atomic capture
        { n[i] = z; z += 1; }
#pragma acc atomic capture
        { w += 1.0f; d[i] = w; }
#pragma acc atomic read
        b[i] = w;
#pragma acc atomic capture
        { r[i] = z; z += 0.5 * I; }
    }
    CHECK(creal(z) == 64 && cimag(z) == 32);
    CHECK(crealf(w) == 64 && cimagf(w) == 2);
    int seen[64] = {0}, dseen[65] = {0};
    for (int i = 0; i < 64; i++) {
        CHECK(n[i] >= 0 && n[i] < 64);
        if (n[i] >= 0 && n[i] < 64) seen[n[i]]++;
        CHECK(d[i] >= 1 && d[i] <= 64 && d[i] == (int)d[i]);
        if (d[i] >= 1 && d[i] <= 64) dseen[(int)d[i]]++;
        CHECK(b[i] == 1);
        CHECK(r[i] >= 0 && r[i] <= 64);
    }
    for (int k = 0; k < 64; k++) {
        CHECK(seen[k] == 1);
        CHECK(dseen[k + 1] == 1);
    }
    CHECK_DONE();
}
