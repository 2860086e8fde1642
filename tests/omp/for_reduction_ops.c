/* reduction on for with every operator and several types; partials are combined before
 * the barrier. */
#include "check.h"
int main(void) {
    int n = 100;
    long s = 0;
    double p = 1.0, d = 0;
    unsigned u_and = ~0u, u_or = 0, u_xor = 0;
    int all = 1, any = 0;
    float f = 0;
    long long m = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+: s, f) reduction(*: p) reduction(-: d, m)
        for (int i = 0; i < n; i++) {
            s += i;
            f += 0.5f;
            p *= (i % 10 == 0) ? 2.0 : 1.0;
            d -= 1.0;
            m -= i;
        }
#pragma omp for reduction(&: u_and) reduction(|: u_or) reduction(^: u_xor) reduction(&&: all) reduction(||: any)
        for (int i = 0; i < 32; i++) {
            u_and &= ~(1u << i) | (i % 2 ? 0u : ~0u);
            u_or |= 1u << i;
            u_xor ^= 1u << i;
            all = all && i < 32;
            any = any || i == 31;
        }
    }
    CHECK(s == 4950 && f == 50.0f && p == 1024.0 && d == -100.0 && m == -4950);
    CHECK(u_and == 0x55555555u && u_or == 0xffffffffu && u_xor == 0xffffffffu);
    CHECK(all == 1 && any == 1);
    CHECK_DONE();
}
