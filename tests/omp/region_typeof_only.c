/* Variables a region names only inside type names: `__typeof__(x)` in the SWAP / MAX macros
 * of real code, a typedef, a cast, sizeof, _Generic, __builtin_offsetof (and its subscript)
 * and __builtin_types_compatible_p. The outlined function keeps those type names, so each
 * variable must be captured and renamed there like any other use (it was "'a' undeclared"
 * from cc in __oxomp_region_main_N). Shared, private, firstprivate, lastprivate, reduction
 * and threadprivate variables (OpenMP 2.0, 2.7) all appear this way. */
#include <stddef.h>
#include "check.h"
#define SWAP(a, b) do { __typeof__(a) t_ = (a); (a) = (b); (b) = t_; } while (0)
#define MAX(a, b) ({ __typeof__(a) a_ = (a); __typeof__(b) b_ = (b); a_ > b_ ? a_ : b_; })
struct pt { int x; int y[4]; };
static long tp_count(void) {
    static long hits;
#pragma omp threadprivate(hits)
    long r = 0;
#pragma omp parallel reduction(+: r)
    {
        __typeof__(hits) one = 1;
        hits = one;
        r += hits + (long)sizeof(__typeof__(hits)) - (long)sizeof(long);
    }
    return r;
}
int main(void) {
    double a[64], b[64];
    for (int i = 0; i < 64; i++) { a[i] = i; b[i] = -i; }
    /* shared arrays named only in the typeof of SWAP's temporary (and its assignments) */
#pragma omp parallel for
    for (int i = 0; i < 64; i++) SWAP(a[i], b[i]);
    for (int i = 0; i < 64; i++) CHECK(a[i] == -i && b[i] == i);
    double m = 0;
#pragma omp parallel for reduction(+: m)
    for (int i = 0; i < 64; i++) m += MAX(a[i], b[i]);
    CHECK(m == 2016);
    /* named only in a type: the declaring function's locals, each a different way */
    long la = 7; short sa = 3; struct pt p = {1, {2, 3, 4, 5}}; int k = 2; double d = 1.5;
    int r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0;
#pragma omp parallel reduction(+: r1, r2, r3, r4, r5, r6)
    {
        typedef __typeof__(la) lt;
        r1 += sizeof(lt) == sizeof(long);
        r2 += sizeof(__typeof__(sa)) == sizeof(short);
        r3 += (int)((__typeof__(d))k * 2) == 4;
        r4 += __builtin_offsetof(__typeof__(p), y[k]) == offsetof(struct pt, y[2]);
        r5 += _Generic(k, __typeof__(la): 0, default: 1);
        r6 += __builtin_types_compatible_p(__typeof__(p.y[0]), int);
    }
    int nt = 0;
#pragma omp parallel
    {
#pragma omp master
        nt = omp_get_num_threads();
    }
    CHECK(r1 == nt && r2 == nt && r3 == nt && r4 == nt && r5 == nt && r6 == nt);
    /* clause variables named in typeof inside a work-sharing loop */
    long s = 0; double fp = 2.5; int lp = -1, pv = 0;
#pragma omp parallel for reduction(+: s) firstprivate(fp) lastprivate(lp) private(pv)
    for (int i = 0; i < 100; i++) {
        __typeof__(s) one = 1;
        __typeof__(fp) f2 = fp;
        __typeof__(i) ii = i;
        __typeof__(pv) q = 0;
        pv = q;
        s += one + (long)f2 - 2 + pv;
        lp = ii;
    }
    CHECK(s == 100 && lp == 99);
    /* a shared pair swapped by one thread */
    int sx = 3, sy = 4;
#pragma omp parallel
    {
#pragma omp single
        SWAP(sx, sy);
    }
    CHECK(sx == 4 && sy == 3);
    CHECK(tp_count() == nt);
    /* `__typeof__(y)` does not reference `y` (as gcc): no default(none) error (2.7.2.5) and
     * no "atomic expression references x" error (2.6.4); `y` is still captured. */
    int cnt = 0;
    long y = 5;
#pragma omp parallel default(none) shared(cnt)
    {
        __typeof__(y) one = 1;
#pragma omp atomic
        cnt += (__typeof__(cnt))one;
    }
    CHECK(cnt == nt);
    /* in the members of a structure defined in the region, and a typeof of a VLA type */
    long big = 3; double dd = 2; int n = 4, ok = 0;
#pragma omp parallel reduction(+: ok)
    {
        struct { __typeof__(big) a; __typeof__(dd) b[2]; } st = {1, {2, 3}};
        __typeof__(int[n]) arr;
        arr[0] = 1;
        ok += st.a + (int)st.b[1] + arr[0] + (int)(sizeof arr / sizeof arr[0]);
    }
    CHECK(ok == 9 * nt);
    CHECK_DONE();
}
