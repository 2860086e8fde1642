/* OpenACC 3.3, 2.5.15 and 2.9.11: each update of a reduction's private copy is the C statement
 * as written, so `h[k] += 1.5` on an int element is h[k] = (int)(h[k] + 1.5) (C11 6.5.16.2p3,
 * the sum in double), not h[k] + (int)1.5, and `f[k] += 0.3` on a float element is
 * (float)((double)f[k] + 0.3). On the GPU a small array's reduction is one copy per gang in
 * shared memory updated with shared atomics (gpu_red_shared_histogram.c); an update whose
 * right-hand side the element type cannot take exactly (a floating operand of an integer
 * element, a double operand of a float element that is not a float constant) must apply C's
 * conversion per update (it converted the operand first: -1 instead of 0 below). Every
 * element here is updated by one iteration only, so the results do not depend on the order
 * of the updates: each private copy starts at the identity, and the result is the original
 * value combined with the copy. Construct reductions and a loop's reduction on data in device
 * memory; trip counts not multiples of the block. */
#include "check.h"

enum { N = 300 };

int main(void) {
    static int h[N];
    static float f[N], m[N];
    static long l[N];
    static double d[N];
    int wh[N];
    float wf[N], wm[N];
    long wl[N];
    double wd[N];
    for (int i = 0; i < N; i++) {
        h[i] = i;
        f[i] = 0.5f * i;
        m[i] = 2.0f;
        l[i] = 3 * i;
        d[i] = 1.0;
    }
    /* The expected values: the original combined with a copy that started at the identity
     * and took the updates in C. */
    for (int i = 0; i < N; i++) {
        int ph = 0;
        ph += -2.5;
        ph += 1.5;
        wh[i] = i + ph;
        float pf = 0;
        pf += 0.1;
        pf += 0.3;
        pf += 0.3;
        wf[i] = 0.5f * i + pf;
        float pm = 1;
        pm *= 1.1;
        pm *= 1.3;
        wm[i] = 2.0f * pm;
        long pl = 0;
        pl += 1e17;
        pl += 1.0;
        wl[i] = 3 * i + pl;
        double pd = 0;
        pd += 0.1f;
        pd += 2;
        wd[i] = 1.0 + pd;
    }
    CHECK(wh[0] == 0); /* -2 then (int)-0.5 */
#pragma acc parallel loop reduction(+:h, f, l, d) reduction(*:m)
    for (int i = 0; i < N; i++) {
        h[i] += -2.5;
        h[i] += 1.5;
        f[i] += 0.1;
        f[i] += 0.3;
        f[i] += 0.3;
        m[i] *= 1.1;
        m[i] *= 1.3;
        l[i] += 1e17;
        l[i] += 1.0;
        /* exact in the element type: a float operand and an int one of a double element */
        d[i] += 0.1f;
        d[i] += 2;
    }
    for (int i = 0; i < N; i++) {
        CHECK(h[i] == wh[i]);
        CHECK(f[i] == wf[i]);
        CHECK(m[i] == wm[i]);
        CHECK(l[i] == wl[i]);
        CHECK(d[i] == wd[i]);
    }

    /* A loop's reduction on an array in device memory (the clause is not hoisted). */
    int g[N];
    for (int i = 0; i < N; i++) g[i] = 7;
#pragma acc parallel copy(g)
    {
#pragma acc loop gang vector reduction(+:g)
        for (int i = 0; i < N; i++) {
            g[i] += -2.5;
            g[i] += 1.5;
        }
    }
    for (int i = 0; i < N; i++) CHECK(g[i] == 7);
    CHECK_DONE();
}
