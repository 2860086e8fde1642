/* OpenACC 3.3, 2.5.3: pointers that may alias keep the loop sequential (still correct when
 * they do overlap: both point into one present array). */
#include "check.h"
static void shift(int *dst, const int *src, int n) {
#pragma acc kernels present(dst[0:n], src[0:n])
    for (int i = 0; i < n; i++) dst[i] = src[i] + 1;
}
int main(void) {
    static int a[1001];
    for (int i = 0; i < 1001; i++) a[i] = 0;
#pragma acc data copy(a)
    shift(a + 1, a, 1000);
    for (int i = 0; i < 1001; i++) CHECK(a[i] == i);
    CHECK_DONE();
}
