/* `register` variables in parallel regions (gcc accepts them all): a register variable has no
 * address, so the launch copies it into a temporary and back where the region shares it,
 * copies it in or combines into it; the loop variable of `parallel for` is private. oxacc
 * rejected every case but `private` before ("cannot share or copy it through its address"). */
#include "check.h"
int main(void) {
    register int i;
    register int y = 3;
    register const int k = 4;
    register int r = 5, sh = 1, lp = 0;
    register double d = 0.5;
    int s = 0;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < 10; i++)
        s += i;
    CHECK(s == 45);
#pragma omp parallel for firstprivate(y) reduction(+ : s)
    for (i = 0; i < 10; i++)
        s += y + k;
    CHECK(s == 45 + 70);
    int bad = 0;
#pragma omp parallel firstprivate(y, d) reduction(+ : bad)
    {
        y += omp_get_thread_num();
        d *= 2;
        bad += y != 3 + omp_get_thread_num() || d != 1.0;
    }
    CHECK(bad == 0 && y == 3 && d == 0.5);
#pragma omp parallel reduction(+ : r)
    r += 1;
    CHECK(r == 5 + omp_get_max_threads());
#pragma omp parallel
    {
#pragma omp single
        sh = 2;
    }
    CHECK(sh == 2);
#pragma omp parallel for lastprivate(lp)
    for (i = 0; i < 10; i++)
        lp = i * 3;
    CHECK(lp == 27);
#pragma omp parallel reduction(+ : bad)
    {
        register int v = 0;
#pragma omp single copyprivate(v)
        v = 7;
        bad += v != 7;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
