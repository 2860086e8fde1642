/* `if` and `num_threads` expressions with side effects on one variable (OpenMP 2.0, 2.3):
 * each is evaluated once, in the order written. As two arguments of one runtime call they
 * were unsequenced: cc warned "operation on 'n' may be undefined [-Wsequence-point]" about
 * generated code (the harness builds with -Wall; a warning there fails it). */
#include "check.h"
int main(void) {
    int n = 0, size = 0;
#pragma omp parallel if(++n) num_threads(n + 1)
    {
#pragma omp master
        size = omp_get_num_threads();
    }
    CHECK(n == 1);
    CHECK(size >= 1 && size <= 2);
    int m = 5, ran = 0;
#pragma omp parallel num_threads(m--) if(m > 100)
    {
#pragma omp atomic
        ran++;
    }
    CHECK(m == 4 && ran == 1);
    CHECK_DONE();
}
