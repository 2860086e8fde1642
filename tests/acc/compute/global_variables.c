/* OpenACC 3.3, 2.6.2 and 2.15.2: file-scope variables are used directly in the region (shared
 * memory on the host). */
#include "check.h"
int gcount = 3;
double garr[500];
int main(void) {
#pragma acc parallel loop
    for (int i = 0; i < 500; i++) garr[i] = i * gcount;
    for (int i = 0; i < 500; i++) CHECK(garr[i] == 3.0 * i);
    CHECK_DONE();
}
