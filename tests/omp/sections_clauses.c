/* sections with private, firstprivate, lastprivate (the lexically last section's value) and
 * reduction. */
#include "check.h"
int main(void) {
    int p = -1, fp = 10, lp = 0, sum = 0, bad = 0;
#pragma omp parallel
    {
#pragma omp sections private(p) firstprivate(fp) lastprivate(lp) reduction(+: sum)
        {
#pragma omp section
            {
                p = 1;
                if (fp != 10) bad = 1;
                lp = 1;
                sum += 1;
            }
#pragma omp section
            {
                p = 2;
                lp = 2;
                sum += 2;
            }
#pragma omp section
            {
                p = 3;
                if (fp != 10) bad = 1;
                fp = 99;
                lp = 3;
                sum += 3;
            }
        }
    }
    CHECK(p == -1 && fp == 10 && lp == 3 && sum == 6 && bad == 0);
    CHECK_DONE();
}
