/* Kernel parameters of `restrict` pointers that a compute region only reads through are
 * pointers to const on the GPU (the read-only data path); every other use keeps the pointer
 * writable: element stores, ++, compound assignment, an atomic update, an element's address
 * handed to a routine that writes through it, pointer arithmetic, a loop reduction over a
 * section. Each result is checked (a wrong const is a kernel that does not compile; a wrong
 * store shows in the values). OpenACC 3.3, 2.6.2 (pointers in compute constructs). */
#include "check.h"

enum { N = 1000 };

#pragma acc routine seq
static void bump(float *q) { *q += 1; }

static void run(int n, const float *restrict a, float *restrict in, float *restrict out, float *restrict inc,
                float *restrict addr, float *restrict arith, float *restrict at, float *restrict red) {
#pragma acc parallel loop present(a[0:n], in[0:n], out[0:n], inc[0:n], addr[0:n], arith[0:n], at[0:n], red[0:4])
    for (int i = 0; i < n; i++) {
        out[i] = a[i] * in[i] + in[n - 1 - i];
        inc[i]++;
        inc[i] *= 2;
        bump(&addr[i]);
        float *p = arith + i;
        *p = *p + 3;
#pragma acc atomic update
        at[i % 10] += 1;
    }
#pragma acc parallel loop present(a[0:n], red[0:4]) reduction(+:red[0:4])
    for (int i = 0; i < n; i++) red[i % 4] += a[i];
}

int main(void) {
    static float a[N], in[N], out[N], inc[N], addr[N], arith[N], at[N], red[4];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 7);
        in[i] = (float)(i % 5);
        inc[i] = (float)i;
        addr[i] = (float)(2 * i);
        arith[i] = (float)(3 * i);
        at[i] = 0;
    }
    for (int k = 0; k < 4; k++) red[k] = 1;
#pragma acc data copyin(a, in) copyout(out) copy(inc, addr, arith, at, red)
    run(N, a, in, out, inc, addr, arith, at, red);
    int bad = 0;
    float want_red[4] = {1, 1, 1, 1};
    for (int i = 0; i < N; i++) {
        bad += out[i] != a[i] * in[i] + in[N - 1 - i];
        bad += inc[i] != (float)(2 * (i + 1));
        bad += addr[i] != (float)(2 * i + 1);
        bad += arith[i] != (float)(3 * i + 3);
        want_red[i % 4] += a[i];
    }
    for (int k = 0; k < 10; k++) bad += at[k] != (float)(N / 10);
    for (int k = 0; k < 4; k++) bad += red[k] != want_red[k];
    CHECK(bad == 0);
    CHECK_DONE();
}
