/* OpenACC 3.3, 2.5.3 with if and async clauses. */
#include "check.h"
int main(void) {
    static int a[3000];
    int on = 1;
#pragma acc kernels if(on) async(2)
    for (int i = 0; i < 3000; i++) a[i] = 3 * i;
#pragma acc wait(2)
    for (int i = 0; i < 3000; i++) CHECK(a[i] == 3 * i);
    CHECK_DONE();
}
