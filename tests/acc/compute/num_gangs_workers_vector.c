/* OpenACC 3.3, 2.5.10-2.5.12: num_gangs, num_workers, vector_length are accepted; the loop
 * result does not depend on them. */
#include "check.h"
int main(void) {
    int a[777], g = 3;
#pragma acc parallel loop num_gangs(g) num_workers(2) vector_length(64)
    for (int i = 0; i < 777; i++) a[i] = i ^ 5;
    for (int i = 0; i < 777; i++) CHECK(a[i] == (i ^ 5));
    CHECK_DONE();
}
