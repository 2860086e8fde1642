/* Variables a compute region names only inside type names: `__typeof__(x)` in a cast, in
 * sizeof, in a _Generic association type, in `__builtin_offsetof` (and its subscript), in
 * `__builtin_types_compatible_p`, in `_Atomic(...)` (under sizeof: the GPU code has no _Atomic objects yet) and in the members of a structure defined
 * in the region. The host team's outlined function and the CUDA kernel keep those type
 * names, so each variable must be captured and renamed there like any other use (the build
 * failed: cc's "'p' undeclared" in __oxacc_region_main_N). gcc -fopenacc builds all of it;
 * as for sizeof's operand, a variable named there gets the data attribute of a use (2.6). */
#include <stddef.h>
#include "check.h"
#define SWAP(a, b) do { __typeof__(a) t_ = (a); (a) = (b); (b) = t_; } while (0)
struct pt { int x; int y[4]; };

int main(void) {
    long la = 7; short sa = 3; struct pt p = {1, {2, 3, 4, 5}}; int k = 2; double d = 1.5;
    int r[64];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 64; i++)
        r[i] = (__builtin_offsetof(__typeof__(p), y[2]) == 12)
             + _Generic(i, __typeof__(la): 0, default: 1);
    for (int i = 0; i < 64; i++) CHECK(r[i] == 2);

    /* each form once, in a parallel loop (a variable offsetof subscript: the host-only
     * typeof_offsetof_subscript.c) */
    int o[64];
#pragma acc parallel loop copyout(o)
    for (int i = 0; i < 64; i++) {
        int v = 0;
        v += sizeof(__typeof__(sa)) == sizeof(short);
        v += (int)((__typeof__(d))k * 2) == 4;
        v += __builtin_offsetof(__typeof__(p), y[3]) == offsetof(struct pt, y[3]);
        v += __builtin_types_compatible_p(__typeof__(p.y[0]), int);
        v += __builtin_types_compatible_p(__typeof__(la), int) == 0;
        o[i] = v;
    }
    for (int i = 0; i < 64; i++) CHECK(o[i] == 5);

    /* serial and kernels, with a reduction and private variables named in types */
    long s = 0; int pv = 0; double fp = 2.5;
#pragma acc parallel loop reduction(+: s) firstprivate(fp) private(pv)
    for (int i = 0; i < 100; i++) {
        __typeof__(s) one = (__typeof__(s))1;
        __typeof__(fp) f2 = fp + (sizeof(_Atomic(__typeof__(fp))) - sizeof(double));
        pv = _Generic(pv, __typeof__(sa): 5, __typeof__(i): 0, default: 9);
        s += one + (long)f2 - 2 + pv;
    }
    CHECK(s == 100);
    int ser = 0;
#pragma acc serial copy(ser)
    {
        struct { __typeof__(la) a; __typeof__(d) b[2]; } st = {1, {2, 3}};
        ser = (int)st.a + (int)st.b[1] + (int)sizeof(st.a) - (int)sizeof(long);
    }
    CHECK(ser == 4);
    int kr[16];
#pragma acc kernels copyout(kr)
    for (int i = 0; i < 16; i++)
        kr[i] = (int)__builtin_offsetof(__typeof__(p), y[1]) + _Generic(d, __typeof__(la): 100, default: 0);
    for (int i = 0; i < 16; i++) CHECK(kr[i] == 8);

    /* the SWAP macro on arrays named only through it */
    double a[32], b[32];
    for (int i = 0; i < 32; i++) { a[i] = i; b[i] = -i; }
#pragma acc parallel loop copy(a, b)
    for (int i = 0; i < 32; i++) SWAP(a[i], b[i]);
    for (int i = 0; i < 32; i++) CHECK(a[i] == -i && b[i] == i);
    CHECK_DONE();
}
