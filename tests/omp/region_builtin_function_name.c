/* gcc's __builtin_FUNCTION() inside a region names the user's function, as __func__ does
 * (region_func_name.c): gcc folds it before outlining. It named the outlined function
 * (`__oxomp_region_worker_1`). */
#include "check.h"
#include <string.h>
static char seen[64];
static void worker(void) {
#pragma omp parallel
    {
#pragma omp master
        strcpy(seen, __builtin_FUNCTION());
    }
}
int main(void) {
    worker();
    CHECK(strcmp(seen, "worker") == 0);
    CHECK_DONE();
}
