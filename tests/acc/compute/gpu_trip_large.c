/* OpenACC 3.3, 2.9 (loop construct) and docs/gpu-target.md (64-bit linear index, grid-stride
 * loops): trip counts above 2^31, with a cheap body counting through a reduction: a gang vector
 * loop of 2^31 + 7 iterations with a 64-bit variable, a gang loop of more than 2^31 iterations
 * of an unsigned 32-bit variable, and 64-bit loop variables whose values cross 2^32 and 2^63
 * boundaries with small trip counts. */
#include "check.h"

int main(void) {
    const long long n = (1LL << 31) + 7;
    long long hits = 0;
#pragma acc parallel loop gang vector reduction(+:hits)
    for (long long i = 0; i < n; i++) hits += 1;
    CHECK(hits == n);

    /* An unsigned 32-bit variable counting down from 2^32 - 1: 2^31 + 2^30 iterations. */
    unsigned long long sum = 0;
#pragma acc parallel loop gang reduction(+:sum)
    for (unsigned u = 4294967295u; u >= 1073741824u; u--) sum += 1;
    CHECK(sum == 3221225472ULL);

    /* Small trips with big values of the variable. */
    long long s64 = 0;
    int cnt = 0;
    const long long lo = (1LL << 32) - 40;
#pragma acc parallel loop gang vector reduction(+:s64, cnt)
    for (long long v = lo; v < lo + 100; v++) {
        s64 += v - lo;
        cnt += v >= (1LL << 32);
    }
    CHECK(s64 == 4950);
    CHECK(cnt == 60);

    long long near_max = 0x7fffffffffffff00LL;
    int top_hits = 0;
#pragma acc parallel loop reduction(+:top_hits)
    for (long long v = near_max; v < near_max + 0xf0; v++) top_hits += (v & 0xff) >= 0x80;
    CHECK(top_hits == 0x70);

    unsigned long long ubig = 0xfffffffffffff000ULL;
    unsigned long long usum = 0;
#pragma acc parallel loop reduction(+:usum)
    for (unsigned long long v = ubig; v < ubig + 0xfff; v++) usum += v - ubig;
    CHECK(usum == 0xfffULL * 0xffeULL / 2);
    CHECK_DONE();
}
