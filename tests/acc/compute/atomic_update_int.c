/* OpenACC 3.3, 2.12 (atomic update): every update form on an int counter. */
#include "check.h"
int main(void) {
    int c1 = 0, c2 = 0, c3 = 0, c4 = 100000, c5 = 0, c6 = 0, c7 = 0;
#pragma acc parallel loop copy(c1, c2, c3, c4, c5, c6, c7)
    for (int i = 0; i < 10000; i++) {
#pragma acc atomic update
        c1++;
#pragma acc atomic
        ++c2;
#pragma acc atomic update
        c3 += 2;
#pragma acc atomic update
        c4--;
#pragma acc atomic update
        c5 = c5 + 3;
#pragma acc atomic update
        c6 = 1 + c6;
#pragma acc atomic
        c7 -= -1;
    }
    CHECK(c1 == 10000 && c2 == 10000 && c3 == 20000 && c4 == 90000);
    CHECK(c5 == 30000 && c6 == 10000 && c7 == 10000);
    CHECK_DONE();
}
