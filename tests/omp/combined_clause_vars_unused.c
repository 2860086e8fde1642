/* Combined `parallel for` / `parallel sections` (2.5): the work-sharing part runs inside the
 * outlined region and names its clauses' variables and schedule chunk there, even those the
 * body never mentions. They were not captured ("'chunk' undeclared" from cc on the generated
 * code); gcc compiles these. */
#include "check.h"
int main(void) {
    int chunk = 3, step = 2, a = 1, b = 5, m = 7, s = 0, i;
    long hits[40] = {0};
#pragma omp parallel for schedule(dynamic, chunk) reduction(+ : s)
    for (i = 0; i < 10; i++)
        s += i;
    CHECK(s == 45);
#pragma omp parallel for schedule(static, chunk * step)
    for (i = 0; i < 40; i++)
        hits[i]++;
    for (i = 0; i < 40; i++)
        CHECK(hits[i] == 1);
    s = 0;
#pragma omp parallel for firstprivate(a) private(b) reduction(+ : s) schedule(guided, step)
    for (i = 0; i < 10; i++)
        s += 1;
    CHECK(s == 10 && a == 1 && b == 5);
#pragma omp parallel sections reduction(+ : a) reduction(* : m) firstprivate(b) private(chunk)
    {
        s = 2;
#pragma omp section
        hits[0] = 5;
    }
    CHECK(a == 1 && m == 7 && b == 5 && chunk == 3 && s == 2 && hits[0] == 5);
    CHECK_DONE();
}
