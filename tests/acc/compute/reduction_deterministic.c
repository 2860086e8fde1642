/* OpenACC 3.3, 2.5.15: partial sums are combined in thread order, so repeated runs with the
 * same team size give bit-identical floating-point results. */
#include "check.h"
int main(void) {
    static double v[100003];
    for (int i = 0; i < 100003; i++) v[i] = 1.0 / (i + 1);
    double first = 0;
    for (int rep = 0; rep < 5; rep++) {
        double s = 0;
#pragma acc parallel loop reduction(+:s)
        for (int i = 0; i < 100003; i++) s += v[i];
        if (rep == 0) first = s;
        CHECK(s == first);
    }
    CHECK(first > 12.0 && first < 12.2);
    CHECK_DONE();
}
