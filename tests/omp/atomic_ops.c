/* atomic (2.6.4): every binop= form and ++/-- on int, long, double, float, unsigned char,
 * long double. */
#include "check.h"
int main(void) {
    int n = omp_get_max_threads();
    int i1 = 0, i2 = 0, shl = 1;
    long l = 1000;
    double d = 0, dm = 1;
    float f = 0;
    unsigned char uc = 0;
    long double ld = 0;
    unsigned bits = 0, mask = ~0u, x = 0;
    double dv = 1e6;
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        for (int k = 0; k < 100; k++) {
#pragma omp atomic
            i1++;
#pragma omp atomic
            --i2;
#pragma omp atomic
            l -= 2;
#pragma omp atomic
            d += 0.5;
#pragma omp atomic
            f += 1.0f;
#pragma omp atomic
            uc += 1;
#pragma omp atomic
            ld += 0.25L;
        }
#pragma omp atomic
        bits |= 1u << me;
#pragma omp atomic
        mask &= ~(1u << me);
#pragma omp atomic
        x ^= 1u << me;
#pragma omp atomic
        dm *= 2;
#pragma omp atomic
        dv /= 2;
    }
#pragma omp parallel num_threads(1)
    {
#pragma omp atomic
        shl <<= 3;
#pragma omp atomic
        shl >>= 1;
    }
    CHECK(i1 == 100 * n && i2 == -100 * n);
    CHECK(l == 1000 - 200L * n);
    CHECK(d == 50.0 * n && f == 100.0f * n);
    CHECK(uc == (unsigned char)(100 * n));
    CHECK(ld == 25.0L * n);
    CHECK(bits == (1u << n) - 1 && mask == ~((1u << n) - 1) && x == bits);
    double p = 1;
    for (int k = 0; k < n; k++) p *= 2;
    CHECK(dm == p && dv == 1e6 / p);
    CHECK(shl == 4);
    CHECK_DONE();
}
