/* OpenACC 3.3, 2.12: in an atomic update the operation is the C expression `x binop expr`
 * (6.5.16.2: the usual arithmetic conversions of x and expr, then the result converted to x's
 * type). An expr of another type is not converted to x's type first: `int x; x -= 0.5;`
 * subtracts 1 from a positive x, `x += 1.5` adds 2 to a negative one, `long long x; x -= 1u;`
 * subtracts 1 (the GPU code added (long long)-(1u) = 4294967295), `unsigned char c = 200;
 * c /= -1;` is (unsigned char)-200 = 56, `_Bool b = 1; b &= 2;` is 0 (6.3.1.2: 2 is true), and so is `b -= (_Bool)1`. */
#include <stdbool.h>
#include "check.h"
int main(void) {
    long long a = 0, g = 5;
    int b = -10, d = 100, m = 1000000, k = -7;
    unsigned char c = 200;
    float f = 1.0f;
#pragma acc parallel loop copy(a, b, c, d, f, g, m, k)
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic
        a -= 1u;
#pragma acc atomic update
        m = m - 0.5;
        if (i < 4) {
#pragma acc atomic
            b += 1.5;
        }
        if (i == 0) {
#pragma acc atomic
            c /= -1;
#pragma acc atomic
            d *= 1.5;
#pragma acc atomic
            g = g - (unsigned char)1;
        }
        if (i < 2) {
#pragma acc atomic
            k = 10.5 - k;
        }
        /* float x, double expr: computed in double, then rounded (1 + 1e-8 is 1). */
#pragma acc atomic
        f += 1e-8;
    }
    CHECK(a == -1000);
    CHECK(m == 1000000 - 1000);
    CHECK(b == -2);
    CHECK(c == 56);
    CHECK(d == 150);
    CHECK(g == 4);
    CHECK(k == -6); /* 17.5 -> 17, then -6.5 -> -6 */
    CHECK(f == 1.0f);
    int cap[8], x = -10;
#pragma acc parallel loop copy(x) copyout(cap)
    for (int i = 0; i < 8; i++) {
        int v;
#pragma acc atomic capture
        v = x += 1.5; /* -10 + 1.5 = -8.5 -> -8: each update adds 2 below zero */
        cap[i] = v;
    }
    /* -8.5 -> -8, -6, -4, -2, -0.5 -> 0, then 1.5 -> 1, 2, 3 */
    int sum = 0;
    for (int i = 0; i < 8; i++) sum += cap[i];
    CHECK(x == 3 && sum == -14);
    bool ba = 1, bo = 0, bx = 1, bs = 1, one = 1;
#pragma acc parallel loop copy(ba, bo, bx, bs)
    for (int i = 0; i < 3; i++) {
        if (i == 0) {
#pragma acc atomic
            bs -= one; /* 1 - 1 is false; adding -(_Bool)1 = true was not */
        }
#pragma acc atomic
        ba &= 2;
#pragma acc atomic
        bo = bo | 4;
#pragma acc atomic
        bx = 0.5 + bx; /* 1.5 and 0.5 are both true */
    }
    CHECK(!ba && bo && bx && !bs);
    CHECK_DONE();
}
