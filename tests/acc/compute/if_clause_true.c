/* OpenACC 3.3, 2.5.6: if(true) behaves as without the clause. */
#include "check.h"
int main(void) {
    int a[1000], n = 1000;
#pragma acc parallel loop if(n > 10)
    for (int i = 0; i < n; i++) a[i] = n - i;
    for (int i = 0; i < n; i++) CHECK(a[i] == 1000 - i);
    CHECK_DONE();
}
