/* OpenACC 3.3, 2.5.10 (num_gangs): num_gangs(1) runs one gang, so gang-redundant code runs
 * once. */
#include "check.h"
int main(void) {
    int hits = 0;
#pragma acc parallel num_gangs(1) copy(hits)
    { hits++; }
    CHECK(hits == 1);
    CHECK_DONE();
}
