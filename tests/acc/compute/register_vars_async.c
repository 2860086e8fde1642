/* OpenACC 3.3, 2.6.2 and 2.16.1: a 'register' variable used in an `async` compute construct
 * that gives it a copy (any variable in `kernels`, a struct anywhere) runs on a non-register
 * copy of the same name (register_vars.c); its device-to-host copy may land after the
 * construct, so the copy's block waits for the device's queues before it copies back and
 * ends. It was a located "not supported yet" error (nvc runs it). The register variables
 * hold the device's values after the program's own wait; a scalar of `parallel` (firstprivate)
 * needs nothing. */
#include "check.h"
struct P { double x, y; };
int main(void) {
    register struct P s = {1.5, 2.5};
    double out[16];
#pragma acc parallel loop async(1) copyout(out)
    for (int i = 0; i < 16; i++) out[i] = s.x * i + s.y;
#pragma acc wait(1)
    CHECK(out[15] == 1.5 * 15 + 2.5);

    /* kernels: the scalars are copy, k is written by the device. */
    register int k = 3;
    register long m = 10;
    int o2[8];
#pragma acc kernels async(2) copyout(o2)
    {
        for (int i = 0; i < 8; i++) o2[i] = k + (int)m + i;
        k = 42;
    }
#pragma acc wait
    CHECK(o2[7] == 20 && k == 42 && m == 10);

    /* A struct written by a serial construct on the async-noval queue. */
#pragma acc serial async
    {
        s.y = s.x * 4;
    }
#pragma acc wait
    CHECK(s.y == 6.0 && s.x == 1.5);

    /* A firstprivate scalar of parallel with a struct beside it. */
    register int base = 100;
    int o3[4];
#pragma acc parallel loop async(3) copyout(o3)
    for (int i = 0; i < 4; i++) o3[i] = base + i + (int)s.x;
#pragma acc wait(3)
    CHECK(o3[3] == 104);
    CHECK_DONE();
}
