/* GNU C's cast to a union type (`(union num)x`: the union with the member of x's type set
 * to x, as `(union num){ .member = x }`), the type-punning idiom of some numeric codes, in a
 * compute region and a routine (OpenACC 3.3, 2.5 / 2.15.1: the region's C). C++ has no such
 * cast: NVRTC looked for a constructor and rejected the module. */
#include "check.h"
#include <string.h>

enum { N = 64 };

union num { int i; float f; double d; unsigned long long bits; };

#pragma acc routine seq
static unsigned long long bits_of(double x) { return ((union num)x).bits; }

int main(void) {
    static long long got[N][4];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        union num a = (union num)i;
        union num b = (union num)(i * 0.25);
        const float f = i * 1.5f;
        got[i][0] = a.i;
        got[i][1] = (long long)(b.d * 8);
        got[i][2] = (long long)(((union num)f).f * 2);
        got[i][3] = (long long)(bits_of(-i * 0.5) >> 32);
    }
    for (int i = 0; i < N; i++) {
        double d = -i * 0.5;
        unsigned long long w;
        memcpy(&w, &d, sizeof w);
        CHECK(got[i][0] == i);
        CHECK(got[i][1] == 2 * i);
        CHECK(got[i][2] == 3 * i);
        CHECK(got[i][3] == (long long)(w >> 32));
    }
    CHECK_DONE();
}
