/* goto and labels within one structured block are fine. */
#include "check.h"
int main(void) {
    int count = 0;
#pragma omp parallel reduction(+: count)
    {
        int k = 0;
    again:
        k++;
        if (k < 5) goto again;
        count += k;
    }
    CHECK(count == 5 * omp_get_max_threads());
    CHECK_DONE();
}
