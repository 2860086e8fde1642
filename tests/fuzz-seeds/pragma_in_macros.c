/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): _Pragma in macros, directives in a do-while(0) macro's body, a macro expanding to a directive with clauses. */
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define ACC_PLOOP(cl) PRAGMA(acc parallel loop cl)
#define SCALE(a, n, f) do { \
    _Pragma("acc parallel loop copy(a[0:32])") \
    for (int i_ = 0; i_ < (n); i_++) (a)[i_] *= (f); } while (0)
int main(void) {
    double a[32];
    for (int i = 0; i < 32; i++) a[i] = i;
    SCALE(a, 32, 2.0);
    ACC_PLOOP(copy(a))
    for (int i = 0; i < 32; i++) a[i] += 1;
    double s = 0;
    _Pragma("acc parallel loop reduction(+:s) copyin(a)")
    for (int i = 0; i < 32; i++) s += a[i];
    printf("%g\n", s);
    return 0;
}
