/* OpenACC 3.3, 2.5.3 (kernels): each loop nest becomes a kernel; both are parallelizable
 * (declared arrays do not alias). */
#include "check.h"
int main(void) {
    static float a[10000], b[10000];
#pragma acc kernels
    {
        for (int i = 0; i < 10000; i++) a[i] = i * 0.5f;
        for (int i = 0; i < 10000; i++) b[i] = a[i] * 2;
    }
    for (int i = 0; i < 10000; i++) CHECK(b[i] == (float)i);
    CHECK_DONE();
}
