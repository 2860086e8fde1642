/* omp_nest_lock_t (3.2): the owner may set it again; test returns the new depth; others
 * wait until the depth is back to 0. */
#include "check.h"
static omp_nest_lock_t nl;
static long total;
static void add(int depth) {
    omp_set_nest_lock(&nl);
    total++;
    if (depth > 0) add(depth - 1);
    omp_unset_nest_lock(&nl);
}
int main(void) {
    omp_init_nest_lock(&nl);
    CHECK(omp_test_nest_lock(&nl) == 1);
    CHECK(omp_test_nest_lock(&nl) == 2);
    omp_unset_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
#pragma omp parallel
    {
        for (int k = 0; k < 200; k++) add(3);
    }
    CHECK(total == 200L * 4 * omp_get_max_threads());
    omp_destroy_nest_lock(&nl);
    CHECK_DONE();
}
