/* OpenACC 3.3, 2.5.3: the outer loop is parallel, the inner loop carries a dependence. */
#include "check.h"
int main(void) {
    static long a[200][300];
    for (int i = 0; i < 200; i++) a[i][0] = i;
#pragma acc kernels
    for (int i = 0; i < 200; i++)
        for (int j = 1; j < 300; j++)
            a[i][j] = a[i][j - 1] + 2;
    for (int i = 0; i < 200; i++) CHECK(a[i][299] == i + 598);
    CHECK_DONE();
}
