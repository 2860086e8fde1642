/* A prototype with an asm label naming a function of this file (GNU C: `int plus1(int)
 * __asm__("real_plus1");`, at block scope and at file scope), called in compute regions: the
 * regions ran on the host only (a warning: "a call of 'plus1', which has no definition in this
 * file and no `routine` directive"). The call is the labelled function's, which gets device
 * code as any function of the file called in a region (implicit `routine seq`, OpenACC 3.3
 * 2.15.1); so is the function's address (`apply(plus1, i)`, a local table of them). */
#include "check.h"

int real_plus1(int x) { return x + 1; }
double real_twice(double x) { return 2.0 * x; }
double twice(double) __asm__("real_twice");

static int apply(int (*f)(int), int v) { return f(v); }

int main(void) {
    int out[64], via[64];
    double d[64];
    int plus1(int) __asm__("real_plus1");
#pragma acc parallel loop copyout(out, d, via)
    for (int i = 0; i < 64; i++) {
        int (*fs[2])(int) = {plus1, &plus1};
        out[i] = plus1(i) + plus1(plus1(i));
        d[i] = twice(i + 0.5);
        via[i] = apply(plus1, i) + fs[i % 2](i);
    }
    for (int i = 0; i < 64; i++) {
        CHECK(out[i] == 2 * i + 3);
        CHECK(d[i] == 2.0 * i + 1.0);
        CHECK(via[i] == 2 * i + 2);
    }
    CHECK_DONE();
}
