/* One var in two data clauses of a compute construct (2.6 restricts only predetermined
   attributes): mapped once as the combined clause, so the region updates the original. */
#include "check.h"
int main(void) {
    int s = 3, t = 4;
    double v[4] = {1, 2, 3, 4};
#pragma acc serial copyin(s) copyout(s) create(t) copy(t) copyin(v[0:4]) copy(v[0:4])
    { s = s * 2; t += 1; v[3] += 1; }
    CHECK(s == 6 && t == 5 && v[3] == 5);
    long sum = 0;
    int w[100];
    for (int i = 0; i < 100; i++) w[i] = i;
#pragma acc parallel loop copyin(w[0:100]) copyout(w[ 0 : 100 ]) reduction(+:sum)
    for (int i = 0; i < 100; i++) { sum += w[i]; w[i] *= 2; }
    CHECK(sum == 4950 && w[99] == 198);
    CHECK_DONE();
}
