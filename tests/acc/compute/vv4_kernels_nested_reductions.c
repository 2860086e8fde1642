/* OpenACC 3.3, 2.9.11 (reduction) on the inner vector/worker loop of a `kernels loop gang`
 * with a private accumulator, every operator, as the V&V suite's
 * kernels_loop_reduction_<op>_vector_loop / _worker_loop programs write them. */
#include <openacc.h>
#include "check.h"
#define N 10
#define M 100
int main(void) {
    static double a[N * M], b[N * M];
    static unsigned u[N * M];
    static char lt[N * M];
    double add[N], mul[N], mx[N], mn[N];
    unsigned ba[N], bo[N], bx[N];
    int la[N], lo[N];
    for (int i = 0; i < N * M; i++) {
        a[i] = (i % 13) + 1;
        b[i] = 1.0 + (i % 7) * 0.01;
        u[i] = 0xFFFFu ^ (1u << (i % 16)) ^ (i % 3 == 0 ? 0x10000u : 0);
        lt[i] = (i % 17) != 3;
    }
    double temp;
    unsigned t;
    int l;
#pragma acc kernels loop gang private(temp) copyin(a, b) copyout(add, mul, mx, mn)
    for (int x = 0; x < N; ++x) {
        temp = 0;
#pragma acc loop vector reduction(+: temp)
        for (int y = 0; y < M; ++y) temp += a[x * M + y];
        add[x] = temp;
        temp = 1;
#pragma acc loop vector reduction(*: temp)
        for (int y = 0; y < 20; ++y) temp *= b[x * M + y];
        mul[x] = temp;
        temp = -1;
#pragma acc loop worker reduction(max: temp)
        for (int y = 0; y < M; ++y) temp = temp > a[x * M + y] * b[x * M + y] ? temp : a[x * M + y] * b[x * M + y];
        mx[x] = temp;
        temp = 1e9;
#pragma acc loop worker vector reduction(min: temp)
        for (int y = 0; y < M; ++y) temp = temp < a[x * M + y] + x ? temp : a[x * M + y] + x;
        mn[x] = temp;
    }
#pragma acc kernels loop gang private(t, l) copyin(u, lt) copyout(ba, bo, bx, la, lo)
    for (int x = 0; x < N; ++x) {
        t = 0xFFFFFFFFu;
#pragma acc loop vector reduction(&: t)
        for (int y = 0; y < M; ++y) t &= u[x * M + y];
        ba[x] = t;
        t = 0;
#pragma acc loop vector reduction(|: t)
        for (int y = 0; y < M; ++y) t |= u[x * M + y] & 0xF0F0u;
        bo[x] = t;
        t = 0;
#pragma acc loop vector reduction(^: t)
        for (int y = 0; y < M; ++y) t ^= u[x * M + y];
        bx[x] = t;
        l = 1;
#pragma acc loop vector reduction(&&: l)
        for (int y = 0; y < M; ++y) l = l && lt[x * M + y];
        la[x] = l;
        l = 0;
#pragma acc loop vector reduction(||: l)
        for (int y = 0; y < M; ++y) l = l || !lt[x * M + y];
        lo[x] = l;
    }
    for (int x = 0; x < N; ++x) {
        double s = 0, p = 1, hi = -1, lo_ = 1e9;
        unsigned ea = 0xFFFFFFFFu, eo = 0, ex = 0;
        int ea_l = 1, eo_l = 0;
        for (int y = 0; y < M; ++y) {
            s += a[x * M + y];
            if (y < 20) p *= b[x * M + y];
            double v = a[x * M + y] * b[x * M + y];
            hi = hi > v ? hi : v;
            lo_ = lo_ < a[x * M + y] + x ? lo_ : a[x * M + y] + x;
            ea &= u[x * M + y];
            eo |= u[x * M + y] & 0xF0F0u;
            ex ^= u[x * M + y];
            ea_l = ea_l && lt[x * M + y];
            eo_l = eo_l || !lt[x * M + y];
        }
        CHECK(add[x] == s);
        CHECK(mul[x] > p * (1 - 1e-12) && mul[x] < p * (1 + 1e-12));
        CHECK(mx[x] == hi && mn[x] == lo_);
        CHECK(ba[x] == ea && bo[x] == eo && bx[x] == ex);
        CHECK(la[x] == ea_l && lo[x] == eo_l);
    }
    CHECK_DONE();
}
