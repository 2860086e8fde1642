/* kernels (OpenACC 3.3, 2.5.3): an array or a struct holding pointers declared inside the
 * construct that a kernel of the construct stores into (`t.q = e + 1;`, `ps[0] = ps[1];` as
 * statements of the construct: serial kernels) is reached through its device copy, each
 * pointer in it translated to the device address before the kernel and back to the host
 * address after it (as for a pointer variable a kernel writes). It ran only on the host
 * (warning) and stopped under emul. The host code between the kernels sees host addresses. */
#include "check.h"

struct In { double *w[2]; int k; };
struct S { int *q; int n; struct In in; };

int main(void) {
    int e[64], f[64], n = 64, same = 0, back = 0;
    double w[16], z[16];
    for (int i = 0; i < 64; i++) e[i] = 0, f[i] = 100 + i;
    for (int i = 0; i < 16; i++) w[i] = i, z[i] = 0;
#pragma acc kernels copy(e, f, w, z)
    {
        struct S t = { e, n, { { w, z } , 1 } };
        t.q = e + 1;
        t.n = n - 1;
        t.in.w[0] = t.in.w[1];
        for (int i = 0; i < t.n; i++) t.q[i] = i + 1;
        for (int i = 0; i < 16; i++) t.in.w[0][i] = 2 * w[i];
        same = t.q == e + 1 && t.in.w[0] == z;
        int *ps[2] = { e, f };
        ps[0] = ps[1];
        ps[1] = e + 32;
        for (int i = 0; i < 32; i++) ps[1][i] = ps[0][i];
        back = ps[0] == f;
    }
    CHECK(same && back);
    CHECK(e[0] == 0);
    for (int i = 1; i < 32; i++) CHECK(e[i] == i);
    for (int i = 32; i < 64; i++) CHECK(e[i] == 100 + (i - 32));
    for (int i = 0; i < 16; i++) CHECK(z[i] == 2 * i && w[i] == i);
    CHECK_DONE();
}
