/* Floating constants with the suffixes of ISO/IEC TS 18661-3 that gcc accepts on x86-64
 * (`0.25f64`, `1.5F64`, `2.5f32x`: double; `0.75f64x`: long double; `0.5f32`: float), and
 * the `_Float32`, `_Float64`, `_Float32x`, `_Float64x` types, in compute regions. Before,
 * the CUDA writer printed the `f64`, `f32x` and `f64x` suffixes, which C++ has not (NVRTC:
 * "extra text after expected end of number"). */
#include "check.h"

#pragma acc routine seq
static _Float64 twice(_Float64 v) { return v * 2.0f64; }

int main(void) {
    static double r[64][5];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 64; i++) {
        _Float32 a = i * 0.5f32;
        _Float64 b = i * 0.25f64 + 1.5F64;
        _Float32x c = a + b * 2.5f32x;
        _Float64x d = c * 0.75f64x;
        r[i][0] = a;
        r[i][1] = b;
        r[i][2] = c;
        r[i][3] = (double)d;
        r[i][4] = twice(b) + 0.125F32x;
    }
    for (int i = 0; i < 64; i++) {
        CHECK(r[i][1] == i * 0.25 + 1.5);
        printf("%d: %g %g %g %g %g\n", i, r[i][0], r[i][1], r[i][2], r[i][3], r[i][4]);
    }
    CHECK_DONE();
}
