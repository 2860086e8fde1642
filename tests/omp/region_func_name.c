/* __func__ inside a region names the user's function, not the outlined one. */
#include "check.h"
#include <string.h>
static const char *seen;
static void worker(void) {
#pragma omp parallel
    {
#pragma omp master
        seen = __func__;
    }
}
int main(void) {
    worker();
    CHECK(seen && strcmp(seen, "worker") == 0);
    CHECK_DONE();
}
