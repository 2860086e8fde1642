/* OpenACC 3.3, 2.12: atomic update of array elements (a histogram). */
#include "check.h"
int main(void) {
    int hist[10] = {0};
    static int data[100000];
    for (int i = 0; i < 100000; i++) data[i] = (i * 7) % 10;
#pragma acc parallel loop copy(hist)
    for (int i = 0; i < 100000; i++) {
#pragma acc atomic update
        hist[data[i]]++;
    }
    for (int k = 0; k < 10; k++) CHECK(hist[k] == 10000);
    CHECK_DONE();
}
