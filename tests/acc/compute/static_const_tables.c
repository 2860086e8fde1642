/* A read-only table declared static const inside a compute region (a 3x3 stencil's weights)
 * is the same const object in device code: such a region was host-only on the GPU ("a static
 * or extern declaration in a compute region"), stopping there. Other statics stay a located
 * warning; in routines they are an error (OpenACC 3.3, 2.15.1). */
#include "check.h"

int main(void) {
    int out[64];
    float g[64];
#pragma acc parallel loop copyout(out, g)
    for (int i = 0; i < 64; i++) {
        static const int w[3] = {1, 2, 1};
        static const float k = 0.5f, t[2][2] = {{1, 2}, {3, 4}};
        out[i] = w[i % 3] * i;
        g[i] = k * t[i % 2][1];
    }
    for (int i = 0; i < 64; i++) {
        CHECK(out[i] == (i % 3 == 1 ? 2 : 1) * i);
        CHECK(g[i] == 0.5f * (i % 2 ? 4 : 2));
    }
    CHECK_DONE();
}
