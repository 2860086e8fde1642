/* kernels (OpenACC 3.3, 2.5.3): an array of pointers declared inside the construct
 * (`int *ps[2] = {a, b};`, host code between the kernels) and only read by a kernel runs on
 * the GPU, each pointer translated to its device copy's address (as a firstprivate pointer
 * is). It was a warning "will run only on the host" and a stop under emul. Pointers into
 * the middle of an array, a two-dimensional array of pointers, a null element the kernel
 * does not follow, and an array whose initializer reads another's element. (A kernel that
 * stores into such an array still runs on the host only: docs/known-gaps.) */
#include "check.h"

int main(void) {
    int a[64], b[64], c[64];
    double x[40], y[40];
    for (int i = 0; i < 64; i++) a[i] = i, b[i] = 0, c[i] = 0;
    for (int i = 0; i < 40; i++) x[i] = i, y[i] = 0;
#pragma acc kernels copy(a, b, c, x, y)
    {
        int *ps[3] = {a, b, c + 32};
        for (int i = 0; i < 64; i++) ps[1][i] = ps[0][i] * 2;
        for (int i = 0; i < 32; i++) ps[2][i] = ps[0][i] + 1;
        double *m[2][2] = {{x, 0}, {y + 20, x + 20}};
        for (int i = 0; i < 20; i++) m[1][0][i] = m[0][0][i] + m[1][1][i];
        int *qs[1] = {ps[2] - 32};
        for (int i = 0; i < 32; i++) qs[0][i] = -i;
    }
    for (int i = 0; i < 64; i++) {
        CHECK(b[i] == 2 * i);
        CHECK(c[i] == (i < 32 ? -i : i - 31));
    }
    for (int i = 0; i < 40; i++) CHECK(y[i] == (i >= 20 ? (i - 20) + i : 0));
    CHECK_DONE();
}
