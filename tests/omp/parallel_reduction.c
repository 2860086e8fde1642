/* reduction on parallel (2.7.2.6): every operator on int; + on double; the original's value
 * takes part. */
#include "check.h"
int main(void) {
    int n = omp_get_max_threads();
    int sum = 10, prod = 2, diff = 0, band = ~0, bor = 0, bxor = 0, land = 1, lor = 0;
    double dsum = 0.5;
#pragma omp parallel reduction(+: sum, dsum) reduction(*: prod) reduction(-: diff) \
    reduction(&: band) reduction(|: bor) reduction(^: bxor) reduction(&&: land) reduction(||: lor)
    {
        int me = omp_get_thread_num();
        sum += me;
        dsum += 1.0;
        prod *= 1;
        diff -= 1;
        band &= ~(1 << me);
        bor |= 1 << me;
        bxor ^= 1 << me;
        land = land && (me >= 0);
        lor = lor || (me == 0);
    }
    CHECK(sum == 10 + n * (n - 1) / 2);
    CHECK(dsum == 0.5 + n);
    CHECK(prod == 2);
    CHECK(diff == -n);
    CHECK(band == ~((1 << n) - 1));
    CHECK(bor == (1 << n) - 1);
    CHECK(bxor == (1 << n) - 1);
    CHECK(land == 1 && lor == 1);
    CHECK_DONE();
}
