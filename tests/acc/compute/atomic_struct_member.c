/* OpenACC 3.3, 2.12: x may be any scalar lvalue, here a struct member through a pointer. */
#include "check.h"
struct counters { int hits; double weight; };
int main(void) {
    struct counters c = {0, 0}, *p = &c;
#pragma acc parallel loop copy(c)
    for (int i = 0; i < 4000; i++) {
#pragma acc atomic update
        p->hits += 1;
#pragma acc atomic update
        c.weight += 0.5;
    }
    CHECK(c.hits == 4000 && c.weight == 2000);
    CHECK_DONE();
}
