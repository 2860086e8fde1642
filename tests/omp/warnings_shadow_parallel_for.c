/* flags: -Wshadow -Wextra -Werror */
/* cc warns about none of the generated code (gcc -fopenmp gives none for this source): the
 * iteration variable of `parallel for` is declared once in the outlined region (the
 * work-sharing part declared it again: -Wshadow), and the `atomic` expansion's value is not
 * named like the region's parameter. */
#include "check.h"
int main(void) {
    int i, s = 0, t = 0, u = 0;
    double d = 0.0;
#pragma omp parallel for reduction(+: s)
    for (i = 0; i < 10; i++)
        s += i;
#pragma omp parallel for private(i) reduction(+: t)
    for (i = 0; i < 10; i++)
        t += i;
#pragma omp parallel for lastprivate(i) reduction(+: u)
    for (i = 0; i < 10; i++)
        u += i;
#pragma omp parallel
    {
#pragma omp atomic
        d += 1.0;
    }
    CHECK(s == 45 && t == 45 && u == 45 && i == 10);
    CHECK(d == (double)omp_get_max_threads());
    CHECK_DONE();
}
