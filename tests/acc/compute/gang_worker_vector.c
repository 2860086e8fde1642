/* OpenACC 3.3, 2.9.2-2.9.4: gang, worker and vector loops nested. */
#include "check.h"
int main(void) {
    static int a[20][30][40];
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(32)
    {
#pragma acc loop gang
        for (int i = 0; i < 20; i++) {
#pragma acc loop worker
            for (int j = 0; j < 30; j++) {
#pragma acc loop vector
                for (int k = 0; k < 40; k++)
                    a[i][j][k] = i * 10000 + j * 100 + k;
            }
        }
    }
    for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) for (int k = 0; k < 40; k++)
        CHECK(a[i][j][k] == i * 10000 + j * 100 + k);
    CHECK_DONE();
}
