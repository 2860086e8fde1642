/* OpenACC 3.3, 2.5.14: firstprivate of an array: every gang starts from a copy. */
#include "check.h"
int main(void) {
    int tab[8] = {1, 2, 3, 4, 5, 6, 7, 8}, out[800];
#pragma acc parallel loop firstprivate(tab)
    for (int i = 0; i < 800; i++) out[i] = tab[i % 8] * 10;
    for (int i = 0; i < 800; i++) CHECK(out[i] == (i % 8 + 1) * 10);
    CHECK_DONE();
}
