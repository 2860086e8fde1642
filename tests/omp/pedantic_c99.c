/* flags: -std=c99 -pedantic-errors */
/* A strictly conforming C99 program builds with -std=c99 -pedantic-errors (as under gcc): the
 * generated code's GNU C (the `__int128` trip count, the statement expressions of reduction
 * combines, the `_Static_assert` of a hoisted local struct) is marked `__extension__`. It
 * was rejected before ("ISO C does not support '__int128' types", "ISO C forbids
 * braced-groups within expressions"). */
#include "check.h"
int main(void) {
    struct acc { double sum; int n; } a = {0.0, 0};
    int i, s = 0, last = -1;
    double d = 0.0, prod = 1.0;
#pragma omp parallel for reduction(+ : s) lastprivate(last)
    for (i = 0; i < 100; i++) {
        s += i;
        last = i;
    }
    CHECK(s == 4950 && last == 99);
#pragma omp parallel reduction(* : prod)
    prod *= 1.0;
#pragma omp parallel for schedule(dynamic, 3) reduction(+ : d)
    for (i = 0; i < 10; i++)
        d += 0.5;
    CHECK(d == 5.0 && prod == 1.0);
#pragma omp parallel
    {
#pragma omp for
        for (i = 0; i < 8; i++) {
#pragma omp critical
            {
                a.sum += i;
                a.n++;
            }
        }
#pragma omp atomic
        d += 1.0;
    }
    CHECK(a.sum == 28.0 && a.n == 8);
    CHECK(d == 5.0 + omp_get_max_threads());
    CHECK_DONE();
}
