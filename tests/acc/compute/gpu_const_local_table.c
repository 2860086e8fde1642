/* A const local table with a constant initializer in a compute region (C11 6.7.3p6: the
 * program cannot change it; 6.6: constant expressions) is one static const object in the
 * module on the GPU instead of a per-thread array each thread fills at every iteration
 * (crates/oxacc-lower/tests/snapshots_cuda.rs `const_local_table_is_static`: NVRTC
 * compiled a 100,000-double local table for more than 10 minutes). Tables of double, int
 * (enumeration constants), char (a string literal) and 2-D, read at indices the loop
 * computes, in a gang loop, a vector loop and a `routine`; tables that keep the per-thread
 * copy: one with an element the loop computes, a writable one, a volatile one, long double
 * and complex ones (classes in the kernel, which a static may not be: NVRTC rejected them).
 * Every value checked against the host. */
#include "check.h"

enum { LO = -3, HI = 7 };
#define E(i) ((i) * 0.5 - 3.0)
#define T4(i) E(i), E((i) + 1), E((i) + 2), E((i) + 3)
#define T16(i) T4(i), T4((i) + 4), T4((i) + 8), T4((i) + 12)
#define T64(i) T16(i), T16((i) + 16), T16((i) + 32), T16((i) + 48)
#define T256(i) T64(i), T64((i) + 64), T64((i) + 128), T64((i) + 192)
#define T1024(i) T256(i), T256((i) + 256), T256((i) + 512), T256((i) + 768)

#pragma acc routine seq
static int weight(int k) {
    const int w[5] = {1, 4, 6, 4, 1};
    return w[k % 5];
}

int main(void) {
    enum { N = 3000 };
    static double out[N], vec[N];
    static int iout[N], rout[N], kout[N], xout[N];
    static char cout_[N];
    static double lout[N];
    int n = N, m = 9;
#pragma acc parallel loop copyout(out, iout, cout_, rout, kout, xout, lout)
    for (int i = 0; i < n; i++) {
        const double t[1024] = {T1024(0)};
        const int pm[2][3] = {{LO, 0, HI}, {HI * 2, -LO, (int)2.9}};
        const char s[] = "oxacc";
        const int keep[3] = {1, m, 3};
        int wr[3] = {5, 6, 7};
        volatile const int vol[2] = {8, 9};
        const long double lt[3] = {1.0L, 2.5L, -4.0L};
        const double _Complex ct[2] = {1.0, 3.0};
        const _Bool bt[2] = {1, 0};
        wr[i % 3] += i;
        out[i] = t[(i * 97) % 1024];
        iout[i] = pm[i % 2][i % 3];
        cout_[i] = s[i % 6];
        rout[i] = weight(i);
        kout[i] = keep[i % 3] + wr[i % 3];
        xout[i] = vol[i % 2];
        lout[i] = (double)lt[i % 3] + __real__ ct[i % 2] + bt[i % 2];
    }
#pragma acc parallel loop gang copyout(vec)
    for (int g = 0; g < N / 100; g++) {
        const float f[4] = {0.25f, 0.5f, 0.75f, 1.0f};
#pragma acc loop vector
        for (int j = 0; j < 100; j++) vec[g * 100 + j] = f[(g + j) % 4] * g;
    }
    static const double t[1024] = {T1024(0)};
    static const int pm[2][3] = {{LO, 0, HI}, {HI * 2, -LO, 2}};
    static const int w5[5] = {1, 4, 6, 4, 1}, k3[3] = {1, 9, 3}, wr3[3] = {5, 6, 7};
    static const float f4[4] = {0.25f, 0.5f, 0.75f, 1.0f};
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == t[(i * 97) % 1024]);
        CHECK(iout[i] == pm[i % 2][i % 3]);
        CHECK(cout_[i] == "oxacc"[i % 6]);
        CHECK(rout[i] == w5[i % 5]);
        CHECK(kout[i] == k3[i % 3] + wr3[i % 3] + i);
        CHECK(xout[i] == 8 + i % 2);
        CHECK(lout[i] == (i % 3 == 0 ? 1.0 : i % 3 == 1 ? 2.5 : -4.0) + (i % 2 ? 3.0 : 2.0));
        CHECK(vec[i] == f4[(i / 100 + i % 100) % 4] * (i / 100));
    }
    CHECK_DONE();
}
