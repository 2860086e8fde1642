/* OpenACC 3.3, 2.12 (atomic construct): update and capture with the operators whose order
 * matters (-, /, <<, >>) in both the `x = x binop expr` and `x = expr binop x` forms, and
 * `v = x binop= expr`, `v = x = expr binop x`, run by the threads of a gang, a worker and a
 * vector loop; each checked against one of the serial orders (V&V atomic_expr_minus_x,
 * atomic_x_divided_expr, atomic_capture_expr_minus_x, atomic_x_lshift_expr ...). */
#include "check.h"
#define N 64
int main(void) {
    /* x = expr - x: with N (even) updates, x comes back to its start after pairs */
    int x = 10;
#pragma acc parallel loop copy(x)
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
        x = 100 - x;
    }
    CHECK(x == 10);
    /* x = x / expr, double, by powers of two: exact in any order */
    double d = 1099511627776.0; /* 2^40 */
#pragma acc parallel loop copy(d)
    for (int i = 0; i < 40; i++) {
#pragma acc atomic
        d = d / 2.0;
    }
    CHECK(d == 1.0);
    /* x = expr / x: each step inverts, 40 steps give the start back */
    double e = 4.0;
#pragma acc parallel loop copy(e)
    for (int i = 0; i < 40; i++) {
#pragma acc atomic update
        e = 1.0 / e;
    }
    CHECK(e == 4.0);
    /* x <<= expr and x = x >> expr on unsigned long long */
    unsigned long long u = 1, w = 1ull << 63;
#pragma acc parallel loop copy(u, w)
    for (int i = 0; i < 63; i++) {
#pragma acc atomic
        u <<= 1;
#pragma acc atomic
        w = w >> 1;
    }
    CHECK(u == 1ull << 63);
    CHECK(w == 1);
    /* capture: v = x = expr - x; the captured values alternate between two values */
    long long y = 3, cap[N];
#pragma acc parallel loop copy(y) copyout(cap[0:N])
    for (int i = 0; i < N; i++) {
#pragma acc atomic capture
        cap[i] = y = 7 - y;
    }
    int fours = 0, threes = 0;
    for (int i = 0; i < N; i++) { fours += cap[i] == 4; threes += cap[i] == 3; }
    CHECK(y == 3 && fours == N / 2 && threes == N / 2);
    /* capture: v = x /= expr; the captured values are 2^39 .. 2^0, once each */
    double dv[40];
    d = 1099511627776.0;
#pragma acc parallel loop copy(d) copyout(dv)
    for (int i = 0; i < 40; i++) {
#pragma acc atomic capture
        dv[i] = d /= 2;
    }
    unsigned long long bits = 0;
    for (int i = 0; i < 40; i++) {
        int k = 0;
        while ((double)(1ull << k) < dv[i]) k++;
        CHECK((double)(1ull << k) == dv[i]);
        bits |= 1ull << k;
    }
    CHECK(bits == (1ull << 40) - 1);
    CHECK(d == 1.0);
    /* capture blocks with - and >> in gang, worker and vector loops */
    int z = 0, zc[8][4][16];
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(16) copy(z) copyout(zc)
    {
#pragma acc loop gang
        for (int g = 0; g < 8; g++)
#pragma acc loop worker
            for (int k = 0; k < 4; k++)
#pragma acc loop vector
                for (int v = 0; v < 16; v++) {
#pragma acc atomic capture
                    { zc[g][k][v] = z; z = z - 1; }
                }
    }
    CHECK(z == -512);
    {
        static int seen[512];
        int bad = 0;
        for (int g = 0; g < 8; g++)
            for (int k = 0; k < 4; k++)
                for (int v = 0; v < 16; v++) {
                    int c = -zc[g][k][v];
                    if (c < 0 || c >= 512 || seen[c]++) bad++;
                }
        CHECK(bad == 0);
    }
    unsigned sh = 0xffffffffu, shc[32];
#pragma acc parallel loop vector copy(sh) copyout(shc)
    for (int i = 0; i < 32; i++) {
#pragma acc atomic capture
        { sh = sh >> 1; shc[i] = sh; }
    }
    CHECK(sh == 0);
    {
        unsigned mask = 0;
        for (int i = 0; i < 32; i++) {
            int k = 0;
            while (k < 32 && (0xffffffffu >> k) != shc[i]) k++;
            CHECK(k >= 1 && k <= 32 - 0);
            if (k < 32) mask |= 1u << k;
        }
        CHECK(mask == 0xfffffffeu);
    }
    CHECK_DONE();
}
