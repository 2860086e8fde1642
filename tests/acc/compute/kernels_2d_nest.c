/* OpenACC 3.3, 2.5.3: a 2-D nest: the outer loop is the gang loop, the inner one is vectorised. */
#include "check.h"
int main(void) {
    static float a[300][400], b[300][400];
    for (int i = 0; i < 300; i++) for (int j = 0; j < 400; j++) b[i][j] = i - j;
#pragma acc kernels
    for (int i = 0; i < 300; i++)
        for (int j = 0; j < 400; j++)
            a[i][j] = b[i][j] * 3;
    for (int i = 0; i < 300; i++) for (int j = 0; j < 400; j++) CHECK(a[i][j] == 3.0f * (i - j));
    CHECK_DONE();
}
