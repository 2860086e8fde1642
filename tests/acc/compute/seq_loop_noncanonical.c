/* OpenACC 3.3, 2.9: only a loop construct without seq must be in canonical form, so a `loop
 * seq` over `for (len = 1; len <= n; len <<= 1)` (every radix-2 FFT) is valid. The CUDA writer
 * refused it ("loop 1 of this nest is not in canonical form"), which made the whole region
 * host-only: under emul or nvidia it stopped. Now it is printed as the `for` written, with its
 * private and reduction clauses (2.9.10, 2.9.11) as for any seq loop. */
#include "check.h"

#pragma acc routine seq
static int stages(int n) {
    int k = 0;
#pragma acc loop seq
    for (int len = 1; len < n; len <<= 1)
        k++;
    return k;
}

int main(void) {
    int a[64], b[64], c[16], d[16], e[8];
    for (int i = 0; i < 64; i++) a[i] = b[i] = 0;
    /* The hunt's program: a seq loop with a shift step in a gang-vector loop. */
#pragma acc parallel loop copy(a)
    for (int r = 0; r < 64; r++) {
#pragma acc loop seq
        for (int len = 1; len <= 32; len <<= 1)
            a[r] += len;
    }
    /* Outer loop variable, a private temporary and a reduction on the same seq loop; the
       test is not on the variable alone. */
#pragma acc parallel loop copy(b)
    for (int r = 0; r < 64; r++) {
        int len, t, s = 0;
#pragma acc loop seq private(t) reduction(+ : s)
        for (len = r + 1; len > 0 && s < 1000; len /= 2) {
            t = len * 2;
            s += t;
        }
        b[r] = s;
    }
    /* No condition, a comma step, a while-shaped loop. */
#pragma acc parallel loop copyout(c)
    for (int r = 0; r < 16; r++) {
        int x = 0, y = 1;
#pragma acc loop seq
        for (;; x++, y *= 2)
            if (y > r) break;
        c[r] = x;
    }
    /* In a kernels construct, and through a seq routine. */
#pragma acc kernels copyout(d)
    {
#pragma acc loop independent
        for (int r = 0; r < 16; r++) {
            int k = 0;
#pragma acc loop seq
            for (unsigned m = (unsigned)r; m != 0; m &= m - 1)
                k++;
            d[r] = k;
        }
    }
#pragma acc parallel loop copyout(e)
    for (int r = 0; r < 8; r++)
        e[r] = stages(1 << r);

    int sa = 0;
    for (int i = 0; i < 64; i++) sa += a[i];
    CHECK(sa == 64 * 63);
    for (int r = 0; r < 64; r++) {
        int s = 0;
        for (int len = r + 1; len > 0 && s < 1000; len /= 2) s += len * 2;
        CHECK(b[r] == s);
    }
    for (int r = 0; r < 16; r++) {
        int x = 0;
        for (int y = 1; y <= r; y *= 2) x++;
        CHECK(c[r] == x);
        CHECK(d[r] == __builtin_popcount((unsigned)r));
    }
    for (int r = 0; r < 8; r++) CHECK(e[r] == r);
    CHECK_DONE();
}
