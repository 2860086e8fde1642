/* Floating constants outside their type's range in a compute region (C11 6.4.4.2: valid; gcc
 * gives infinity, or zero for one too small, with a warning): 1e40f, 1e400, 0x1p-200f.
 * NVRTC rejected the kernels oxacc printed them into ("floating constant is out of range"),
 * which failed the build when NVRTC was installed and the launch otherwise; the CUDA writer
 * now prints the value C gives them. The host C keeps the user's text. */
#include "check.h"

int main(void) {
    float f[4];
    double d[4];
    _Complex float z[1];
#pragma acc parallel loop copyout(f, d, z)
    for (int i = 0; i < 1; i++) {
        static const float big = 1e40f;
        f[0] = 1e40f;
        f[1] = -1e40f * (i + 1);
        f[2] = 0x1p-200f + 1e-50f;
        f[3] = big;
        d[0] = 1e400 * (i + 1);
        d[1] = -1e400;
        d[2] = 1e-400;
        d[3] = 1e5000L;
        z[0] = 1e40fi;
    }
    CHECK(f[0] > 3.4e38f && f[3] > 3.4e38f && f[1] < -3.4e38f);
    CHECK(f[2] == 0.0f);
    CHECK(d[0] > 1.7e308 && d[3] > 1.7e308 && d[1] < -1.7e308);
    CHECK(d[2] == 0.0);
    CHECK(__imag__ z[0] > 3.4e38f && __real__ z[0] == 0.0f);
    CHECK_DONE();
}
