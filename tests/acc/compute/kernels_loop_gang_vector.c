/* OpenACC 3.3, 2.5.3 and 2.9: explicit gang and vector loops inside kernels. */
#include "check.h"
int main(void) {
    static double m[128][256];
#pragma acc kernels
    {
#pragma acc loop gang
        for (int i = 0; i < 128; i++) {
#pragma acc loop vector
            for (int j = 0; j < 256; j++) m[i][j] = i + j / 256.0;
        }
    }
    for (int i = 0; i < 128; i++) for (int j = 0; j < 256; j++) CHECK(m[i][j] == i + j / 256.0);
    CHECK_DONE();
}
