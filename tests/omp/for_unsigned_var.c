/* omp for over an unsigned iteration variable (2.4.1 of OpenMP 2.0 asks for a signed one;
 * OpenMP 3.0, gcc, clang and nvc take any integer type, and `size_t` loops are common): was
 * rejected. Up and down (`i > 0; i--`), by steps that do not divide the range, an unsigned
 * step subtracted (`i -= 2u`), a signed bound converted as C's comparison converts it, a
 * `size_t` start above LLONG_MAX, `unsigned char`, under static, chunked, dynamic and ordered
 * schedules; lastprivate takes the sequential loop's final value. Each count and sum is the
 * sequential loop's. */
#include <stddef.h>
#include "check.h"

int main(void) {
    enum { N = 1000 };
    static int hit[N];
    unsigned n = N;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    unsigned last = 0;
    unsigned i;
#pragma omp parallel for reduction(+:s1)
    for (unsigned k = 0; k < n; k++) {
        hit[k]++;
        s1 += k;
    }
#pragma omp parallel for reduction(+:s2) schedule(dynamic, 7)
    for (unsigned k = n; k > 0; k--) s2 += k;
#pragma omp parallel for reduction(+:s3) schedule(static, 5) lastprivate(i)
    for (i = 3; i <= n; i += 7) s3 += i;
    last = i;
#pragma omp parallel for reduction(+:s4)
    for (unsigned k = n; k >= 2; k -= 2u) s4 += k;
    size_t big = (size_t)-1 - 100;
#pragma omp parallel for reduction(+:s5) schedule(guided)
    for (size_t k = big; k < big + 50; k += 3) s5 += (long)(k - big);
#pragma omp parallel for ordered
    for (unsigned char c = 250; c > 20; c -= 20) {
#pragma omp ordered
        s6 = s6 * 3 + c;
    }
    int m = -1; /* k < m compares in unsigned: m is UINT_MAX there */
#pragma omp parallel for reduction(+:s7)
    for (unsigned k = 4294967290u; k < (unsigned)m; k++) s7 += 1;

    long e1 = 0, e2 = 0, e3 = 0, e4 = 0, e5 = 0, e6 = 0, e7 = 0;
    unsigned elast = 0;
    for (unsigned k = 0; k < n; k++) e1 += k;
    for (unsigned k = n; k > 0; k--) e2 += k;
    for (i = 3; i <= n; i += 7) e3 += i;
    elast = i;
    for (unsigned k = n; k >= 2; k -= 2u) e4 += k;
    for (size_t k = big; k < big + 50; k += 3) e5 += (long)(k - big);
    for (unsigned char c = 250; c > 20; c -= 20) e6 = e6 * 3 + c;
    for (unsigned k = 4294967290u; k < (unsigned)m; k++) e7 += 1;
    for (int k = 0; k < N; k++) CHECK(hit[k] == 1);
    CHECK(s1 == e1 && s2 == e2 && s3 == e3 && s4 == e4);
    CHECK(s5 == e5 && s6 == e6 && s7 == e7 && e7 == 5);
    CHECK(last == elast);
    CHECK_DONE();
}
