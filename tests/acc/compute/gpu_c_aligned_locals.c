/* Objects declared in a compute region with an alignment of their own (C11 6.7.5
 * `_Alignas`, GNU `__attribute__((aligned(N)))`, a typedef's `aligned` attribute): the
 * declaration's alignment is not its type's, and the kernel's copy of the declaration had
 * only the type's (emul: `(uintptr_t)&d % 64` was 40, `(uintptr_t)c % 32` was 5). OpenACC
 * 3.3, 2.5: the region's C. Each address is checked for its alignment, on every thread. */
#include <stdint.h>
#include "check.h"

enum { N = 64 };

typedef int vec4i __attribute__((aligned(16)));

int main(void) {
    static int got[N][5];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        char pad = (char)i;
        double d __attribute__((aligned(64))) = i;
        _Alignas(32) char c[3] = {(char)i, 1, 2};
        _Alignas(double) short s2 = (short)i;
        vec4i v = i;
        _Alignas(128) struct { char a; int b; } r = {1, i};
        got[i][0] = (int)((uintptr_t)&d % 64) + (int)d - i + pad - (char)i;
        got[i][1] = (int)((uintptr_t)c % 32) + c[0] + c[1] + c[2] - i - 3;
        got[i][2] = (int)((uintptr_t)&s2 % _Alignof(double)) + s2 - i;
        got[i][3] = (int)((uintptr_t)&v % 16) + v - i;
        got[i][4] = (int)((uintptr_t)&r % 128) + r.a + r.b - i - 1;
    }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < 5; k++)
            CHECK(got[i][k] == 0);
    CHECK_DONE();
}
