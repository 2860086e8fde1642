/* OpenACC 3.3, 2.5.15 and 2.9.11 (reduction): one serial loop, one parallel loop and one
 * kernels loop each carrying nine reduction clauses at once (+ * max min & | ^ && ||) on
 * variables of different types (int, unsigned char, float, long long, short, unsigned long,
 * double, char, _Bool); V&V serial_loop_reduction_*, parallel_loop_reduction_*_general. */
#include "check.h"
#define N 300
int main(void) {
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 101;
    for (int rep = 0; rep < 3; rep++) {
        int sum = 5;
        unsigned char prod = 1;
        float mx = -1.0f;
        long long mn = 1000;
        short band = 0x7fff;
        unsigned long bor = 0;
        double bxor_d = 0; /* unused on purpose: double has no ^ */
        int bxor = 0;
        char land = 1;
        _Bool lor = 0;
        (void)bxor_d;
        if (rep == 0) {
#pragma acc serial loop copyin(a) reduction(+:sum) reduction(*:prod) reduction(max:mx) reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
            for (int i = 0; i < N; i++) {
                sum += a[i];
                prod *= (unsigned char)(i % 50 == 7 ? 3 : 1);
                mx = a[i] > mx ? a[i] : mx;
                mn = a[i] < mn ? a[i] : mn;
                band &= (short)(i == 77 ? 0x7ff0 : 0x7fff);
                bor |= 1ul << (i % 40);
                bxor ^= a[i];
                land = land && a[i] >= 0;
                lor = lor || a[i] == 100;
            }
        } else if (rep == 1) {
#pragma acc parallel loop copyin(a) reduction(+:sum) reduction(*:prod) reduction(max:mx) reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
            for (int i = 0; i < N; i++) {
                sum += a[i];
                prod *= (unsigned char)(i % 50 == 7 ? 3 : 1);
                mx = a[i] > mx ? a[i] : mx;
                mn = a[i] < mn ? a[i] : mn;
                band &= (short)(i == 77 ? 0x7ff0 : 0x7fff);
                bor |= 1ul << (i % 40);
                bxor ^= a[i];
                land = land && a[i] >= 0;
                lor = lor || a[i] == 100;
            }
        } else {
#pragma acc kernels loop copyin(a) reduction(+:sum) reduction(*:prod) reduction(max:mx) reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
            for (int i = 0; i < N; i++) {
                sum += a[i];
                prod *= (unsigned char)(i % 50 == 7 ? 3 : 1);
                mx = a[i] > mx ? a[i] : mx;
                mn = a[i] < mn ? a[i] : mn;
                band &= (short)(i == 77 ? 0x7ff0 : 0x7fff);
                bor |= 1ul << (i % 40);
                bxor ^= a[i];
                land = land && a[i] >= 0;
                lor = lor || a[i] == 100;
            }
        }
        int want_sum = 5, want_xor = 0, want_mx = -1, want_mn = 1000;
        for (int i = 0; i < N; i++) {
            want_sum += a[i];
            want_xor ^= a[i];
            if (a[i] > want_mx) want_mx = a[i];
            if (a[i] < want_mn) want_mn = a[i];
        }
        CHECK(sum == want_sum);
        CHECK(prod == (unsigned char)(3 * 3 * 3 * 3 * 3 * 3));
        CHECK(mx == (float)want_mx);
        CHECK(mn == want_mn);
        CHECK(band == 0x7ff0);
        CHECK(bor == (1ul << 40) - 1);
        CHECK(bxor == want_xor);
        CHECK(land == 1);
        CHECK(lor == 1);
    }
    CHECK_DONE();
}
