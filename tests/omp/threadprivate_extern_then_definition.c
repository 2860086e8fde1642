/* The header pattern for a threadprivate global: `extern` declaration and directive (as a
 * header shared by every unit has them: 2.7.1 wants the directive in each unit that declares
 * the variable), then the definition in one unit. The extern declaration is the "variable
 * declaration ... that lexically precedes the directive" (OpenMP 2.0, 2.7.1): the definition
 * after it was rejected ("must be declared before the 'threadprivate' directive"). Both
 * declarations must be thread-local. */
#include "check.h"
extern int counter;
extern double table[4];
#pragma omp threadprivate(counter, table)
int counter = 5;
double table[4] = {1, 2, 3, 4};
static void bump(void) { counter++; table[3] += 1; }
int main(void) {
    int bad = 0;
#pragma omp parallel copyin(counter, table) reduction(+: bad)
    {
        int t = omp_get_thread_num();
        counter += t;
        bump();
        if (counter != 6 + t || table[3] != 5 || table[0] != 1) bad++;
    }
    CHECK(bad == 0);
    /* the master's copies are the originals */
    CHECK(counter == 6 && table[3] == 5);
    CHECK_DONE();
}
