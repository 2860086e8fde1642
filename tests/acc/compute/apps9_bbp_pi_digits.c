/* Hexadecimal digits of pi by the Bailey-Borwein-Plouffe formula as "spigot" codes compute
 * them, one digit position per iteration of a `parallel loop`: the series' left part by
 * modular exponentiation on doubles (`routine seq` helpers calling each other, 2.15.1), the
 * tail in floating point, the digit from the fractional part; the positions' digits as `char`
 * written to an array and a checksum of them a `+` reduction on `unsigned`. Checked against
 * pi's known hex expansion and the host's run. */
#include <math.h>
#include <string.h>
#include "check.h"
#define ND 64

#pragma acc routine seq
static double expm(double p, double ak)
{
    double r = 1.0, pt = 1.0;
    if (ak == 1.0) return 0.0;
    while (pt * 2 <= p) pt *= 2;
    for (;;) {
        if (p >= pt) { r = 16.0 * r; r -= (int)(r / ak) * ak; p -= pt; }
        pt *= 0.5;
        if (pt < 1.0) break;
        r = r * r;
        r -= (int)(r / ak) * ak;
    }
    return r;
}

#pragma acc routine seq
static double series(int m, int id)
{
    double s = 0.0;
    for (int k = 0; k < id; k++) {
        double ak = 8.0 * k + m;
        double t = expm((double)(id - k), ak);
        s += t / ak;
        s -= (int)s;
    }
    for (int k = id; k <= id + 100; k++) {
        double ak = 8.0 * k + m, t = pow(16.0, (double)(id - k)) / ak;
        if (t < 1e-17) break;
        s += t;
        s -= (int)s;
    }
    return s;
}

#pragma acc routine seq
static int digit(int id)
{
    double p = 4.0 * series(1, id) - 2.0 * series(4, id) - series(5, id) - series(6, id);
    p = p - (int)p + 1.0;
    p = p - (int)p;
    return (int)(16.0 * p);
}

int main(void)
{
    static char hex[ND + 1];
    const char *ref = "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89";
    unsigned sum = 0;
#pragma acc parallel loop copyout(hex[0:ND]) reduction(+:sum)
    for (int i = 0; i < ND; i++) {
        int d = digit(i);
        hex[i] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
        sum += (unsigned)d * (unsigned)(i + 1);
    }
    hex[ND] = 0;
    unsigned hs = 0;
    for (int i = 0; i < ND; i++) hs += (unsigned)(ref[i] <= '9' ? ref[i] - '0' : ref[i] - 'A' + 10) * (unsigned)(i + 1);
    CHECK(strcmp(hex, ref) == 0);
    CHECK(sum == hs);
    CHECK(digit(5) == 0xA);
    CHECK_DONE();
}
