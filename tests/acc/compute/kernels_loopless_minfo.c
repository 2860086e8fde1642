/* kernels (OpenACC 3.3, 2.5.3): a `kernels` body without a loop (`float t = it*dt; v[c] +=
 * sinf(t);`) runs its statements as one-thread kernels on the device's data; -Minfo says
 * "Accelerator serial kernel generated" at each, as nvc does (it said only "Generating NVIDIA
 * GPU code"). */
#include <math.h>
#include "check.h"

int main(void) {
    float v[8] = {0};
    int c = 3, it = 2;
    float dt = 0.5f;
#pragma acc kernels copy(v)
    {
        float t = it * dt;
        v[c] += sinf(t);
    }
    CHECK(fabsf(v[3] - sinf(1.0f)) < 1e-6f && v[2] == 0);
    CHECK_DONE();
}
