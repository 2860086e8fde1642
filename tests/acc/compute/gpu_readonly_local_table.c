/* A local table of constants declared without `const` in a compute region that the region
 * only reads (every use an element read, `t[k]`, `g2[i][k]`, or `sizeof t`) is one static
 * const object in the module on the GPU, as a const table is (gpu_const_local_table.c;
 * crates/oxacc-lower/tests/snapshots_cuda.rs `writable_table_only_read_is_static`): no
 * per-thread copy filled at every iteration, and no quadratic NVRTC compile for a long one.
 * Tables that a store may reach keep their per-thread copies and must still give each
 * thread its own: an element incremented, an element's address taken and stored through, the
 * table passed to a routine that writes it, the table decayed into a pointer that is stored
 * through. Every value checked against the host. */
#include "check.h"

#define E(i) ((i) * 0.25 - 5.0)
#define T4(i) E(i), E((i) + 1), E((i) + 2), E((i) + 3)
#define T16(i) T4(i), T4((i) + 4), T4((i) + 8), T4((i) + 12)
#define T64(i) T16(i), T16((i) + 16), T16((i) + 32), T16((i) + 48)
#define T256(i) T64(i), T64((i) + 64), T64((i) + 128), T64((i) + 192)

#pragma acc routine seq
static double first(double *p, int i) {
    p[1] = i;
    return p[0] + p[1];
}

int main(void) {
    enum { N = 2000 };
    static double out[N], wout[N];
    int n = N;
#pragma acc parallel loop copyout(out, wout)
    for (int i = 0; i < n; i++) {
        double t[256] = {T256(0)};
        int g2[2][3] = {{1, -2, 3}, {4, 5, -6}};
        int inc[2] = {5, 6};
        int adr[2] = {7, 8};
        double arg[2] = {1.0, 2.0};
        double dec[2] = {1.5, 2.5};
        inc[i % 2] += i;
        int *pa = &adr[1];
        *pa = i * 3;
        double *pd = dec;
        pd[0] = 0.25 * i;
        out[i] = t[(i * 37) % 256] + g2[i % 2][i % 3] + (double)sizeof t;
        wout[i] = inc[i % 2] + adr[1] + first(arg, i) + dec[0] + dec[1];
    }
    static const double t[256] = {T256(0)};
    static const int g2[2][3] = {{1, -2, 3}, {4, 5, -6}};
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == t[(i * 37) % 256] + g2[i % 2][i % 3] + (double)sizeof t);
        CHECK(wout[i] == (i % 2 ? 6 : 5) + i + i * 3 + (1.0 + i) + 0.25 * i + 2.5);
    }
    CHECK_DONE();
}
