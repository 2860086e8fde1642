/* Deterministic Miller-Rabin on 64-bit integers as number-theory codes batch it: `mulmod`
 * through `unsigned __int128` and `powmod` by squaring as `routine seq` functions (2.15.1),
 * the twelve witness bases a `declare copyin` table (2.13.2), one candidate per iteration of a
 * `parallel loop` over odd numbers above 2^62, the primes counted with a `+` reduction and
 * their flags copied out; the largest prime found a `max` reduction on `unsigned long`.
 * Checked against the host's run of the same test and trial division of small cases. */
#include <stdint.h>
#include "check.h"
#define N 4000
typedef unsigned __int128 u128;
static const uint64_t bases[12] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
#pragma acc declare copyin(bases)

#pragma acc routine seq
static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((u128)a * b % m); }

#pragma acc routine seq
static uint64_t powmod(uint64_t a, uint64_t e, uint64_t m)
{
    uint64_t r = 1;
    a %= m;
    while (e) {
        if (e & 1) r = mulmod(r, a, m);
        a = mulmod(a, a, m);
        e >>= 1;
    }
    return r;
}

#pragma acc routine seq
static int is_prime(uint64_t n)
{
    if (n < 2) return 0;
    for (int i = 0; i < 12; i++) {
        if (n == bases[i]) return 1;
        if (n % bases[i] == 0) return 0;
    }
    uint64_t d = n - 1;
    int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(bases[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int comp = 1;
        for (int r = 1; r < s && comp; r++) {
            x = mulmod(x, x, n);
            if (x == n - 1) comp = 0;
        }
        if (comp) return 0;
    }
    return 1;
}

int main(void)
{
    static unsigned char flag[N];
    const uint64_t base = (1ull << 62) + 1;
    int count = 0;
    unsigned long largest = 0;
#pragma acc parallel loop copyout(flag) reduction(+:count) reduction(max:largest)
    for (int i = 0; i < N; i++) {
        uint64_t n = base + 2 * (uint64_t)i;
        int p = is_prime(n);
        flag[i] = (unsigned char)p;
        count += p;
        if (p && n > largest) largest = n;
    }
    int hcount = 0, bad = 0;
    unsigned long hl = 0;
    for (int i = 0; i < N; i++) {
        uint64_t n = base + 2 * (uint64_t)i;
        int p = is_prime(n);
        bad += p != flag[i];
        hcount += p;
        if (p) hl = n;
    }
    CHECK(bad == 0 && count == hcount && largest == hl);
    /* about 2N / ln(2^62) = 186 primes among the odd candidates */
    CHECK(count > 150 && count < 230);
    static unsigned char small[500];
#pragma acc parallel loop copyout(small)
    for (int i = 0; i < 500; i++) small[i] = (unsigned char)is_prime((uint64_t)i);
    for (int i = 0; i < 500; i++) {
        int p = i >= 2;
        for (int d = 2; d * d <= i; d++) if (i % d == 0) p = 0;
        CHECK(small[i] == p);
    }
    CHECK_DONE();
}
