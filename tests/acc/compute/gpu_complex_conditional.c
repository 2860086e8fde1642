/* The conditional operator with complex operands of different types in compute regions (C11
 * 6.5.15p5: both operands take the usual arithmetic conversions, 6.3.1.8): `c ? I : 1.0` is a
 * double _Complex made from a float _Complex (I) and a double; `c ? f : 2.0`, `c ? k : f`
 * (an int), `c ? zd : f` (float _Complex to double _Complex), nested conditionals, a
 * conditional as a routine's argument and return value, and one in a reduction's update.
 * NVRTC rejected the CUDA writer's `c ? __oxacc_cx<float>(...) : -1.0` as ambiguous (the
 * prelude's complex classes convert both ways); found by hand beside the semfuzz5 fuzzer.
 * Every value is exact, so the results equal the host's. */
#include "check.h"
#include <complex.h>

#pragma acc routine seq
static double _Complex pick(int c, float _Complex f, double d) { return c ? f : d; }

int main(void) {
    static double _Complex o[64];
    static float _Complex of[64];
    float _Complex f = 2.0f + 1.0f * I;
    double _Complex zd = -3.0 + 0.5 * I;
    int k = 3;
#pragma acc parallel loop copyout(o, of) copyin(f, zd, k)
    for (int i = 0; i < 64; i++) {
        double _Complex t = (i & 1) ? I : ((i & 2) ? -1.0 : (1.0 + I));
        t += (i & 4) ? 2.0 : f;
        t += (i & 8) ? k : f;
        t += (i & 16) ? zd : f;
        t += pick(i & 32, f, 0.25 * i);
        o[i] = t;
        of[i] = (i % 3) ? f : (float _Complex)(i % 5);
    }
    for (int i = 0; i < 64; i++) {
        double _Complex t = (i & 1) ? I : ((i & 2) ? -1.0 : (1.0 + I));
        t += (i & 4) ? 2.0 : f;
        t += (i & 8) ? k : f;
        t += (i & 16) ? zd : f;
        t += (i & 32) ? f : 0.25 * i;
        CHECK(creal(o[i]) == creal(t) && cimag(o[i]) == cimag(t));
        float _Complex g = (i % 3) ? f : (float _Complex)(i % 5);
        CHECK(crealf(of[i]) == crealf(g) && cimagf(of[i]) == cimagf(g));
    }
    double _Complex s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 300; i++) s += (i % 3 == 0) ? I : (i % 3 == 1 ? 1.0 : f);
    /* 100 of each: 100 i + 100 + 100 (2 + i) */
    CHECK(creal(s) == 300 && cimag(s) == 200);
    CHECK_DONE();
}
